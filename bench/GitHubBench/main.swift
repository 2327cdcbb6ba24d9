import Basics
import Courier
import Foundation
import GitHub
import GitHubFixtureServer

// Benchmark for the GitHub client against the local fixture server (bench/github.sh runs it):
//   1. fetch-all (remaining pages concurrently once rel="last" is known) against a sequential walk
//      of rel="next", for one user with REPOS repositories in pages of 100, LATENCY ms per response;
//   2. a second listing through the ETag cache: every page should be a 304 and the rate-limit
//      count should not move.
// Usage: github-bench FIXTURES_DIR [repositories=1000] [latency ms=50] [rounds=3]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: github-bench FIXTURES_DIR [repositories] [latency-ms] [rounds]")
    exit(2)
}
func positive(_ index: Int, _ fallback: Int) -> Int {
    guard arguments.count > index else { return fallback }
    guard let value = Int(arguments[index]), value > 0 else {
        print("argument \(index) must be a positive whole number, got \(arguments[index])")
        exit(2)
    }
    return value
}
let repositories = positive(2, 1000)
let latency = positive(3, 50)
let rounds = positive(4, 3)

let server: GitHubFixtureServer
do {
    server = try GitHubFixtureServer(fixtures: URL(filePath: arguments[1]), threads: 16)
} catch {
    print("cannot start the fixture server: \(error)")
    exit(1)
}
server.addUser("bench", repositories: repositories)
server.setRateLimit(limit: 1_000_000, remaining: 1_000_000)
server.setLatency(.milliseconds(latency))
let configuration = GitHubConfiguration(apiURL: server.url)
let options = RepositoryListOptions(perPage: 100)

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Times `body` once, returning the seconds taken and the repositories listed.
func time(_ body: () async throws -> Int) async -> (Double, Int) {
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let count = try await body()
        return ((clock.now - start).seconds, count)
    } catch {
        print("failed: \(error)")
        exit(1)
    }
}

var sequential: [Double] = []
var concurrent: [Double] = []
for round in 1...rounds {
    // A fresh client (and so an empty cache) each time: every page goes to the server.
    let (walk, walked) = await time {
        var count = 0
        for try await page in GitHubClient(configuration: configuration).repositoryPages(of: "bench", options)
        {
            count += page.value.count
        }
        return count
    }
    let (all, fetched) = await time {
        try await GitHubClient(configuration: configuration).allRepositories(of: "bench", options).count
    }
    guard walked == repositories, fetched == repositories else {
        print("round \(round): listed \(walked) and \(fetched), expected \(repositories)")
        exit(1)
    }
    sequential.append(walk)
    concurrent.append(all)
    print(
        String(
            format: "round %d: sequential %.3f s, fetch-all %.3f s, ratio %.2f", round, walk, all, all / walk)
    )
}
print(
    String(
        format: "median: sequential %.3f s, fetch-all %.3f s, ratio %.2f (target <= 0.30)",
        median(sequential),
        median(concurrent), median(concurrent) / median(sequential)))

// What decoding alone costs: the 10 page bodies fetched once as bytes, then decoded, no network.
// fetch-all cannot beat two round trips plus this on a machine whose cores are busy.
var bodies: [Data] = []
let raw = GitHubClient(configuration: configuration)
for number in 1...((repositories + 99) / 100) {
    let path = RequestPath(raw: "users/bench/repos?per_page=100&page=\(number)")
    do {
        bodies.append(try await raw.client.send(Request<Data>(path: path)))
    } catch {
        print("failed: \(error)")
        exit(1)
    }
}
let (decoding, decoded) = await time {
    try bodies.reduce(0) { $0 + (try JSONDecoder.courier().decode([Repository].self, from: $1)).count }
}
print(String(format: "decoding alone: %d repositories in %.3f s (one core, no network)", decoded, decoding))

// The ETag pass: list once through a disk cache, then again with a new client over the same
// directory (as a restarted program would).
let directory = FileManager.default.temporaryDirectory.appending(path: "github-bench-\(UUID().uuidString)")
let onDisk = GitHubConfiguration(apiURL: server.url, cacheDirectory: directory)
_ = await time { try await GitHubClient(configuration: onDisk).allRepositories(of: "bench", options).count }
let before = server.rateLimitRemaining
server.clearReceivedRequests()
let (again, count) = await time {
    try await GitHubClient(configuration: onDisk).allRepositories(of: "bench", options).count
}
let statuses = server.receivedRequests.map(\.status)
let notModified = statuses.filter { $0 == 304 }.count
print(
    String(
        format:
            "etag pass: %d repositories in %.3f s, %d of %d pages answered 304, rate limit remaining %d -> %d",
        count, again, notModified, statuses.count, before, server.rateLimitRemaining))
server.stop()
try? FileManager.default.removeItem(at: directory)
