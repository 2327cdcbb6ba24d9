import Courier
import Foundation
import GitHub
import GitHubFixtureServer
import Testing

/// A repeated listing is revalidated with `If-None-Match` and answered by free 304s.
@Suite(.offCooperativePool) struct ConditionalRequestTests {
    @Test func aRepeatedListingIsAnsweredBy304sThatCostNoRateLimit() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        let first = try await setup.github.allRepositories(of: "nerdishbynature", .init(perPage: 10))
        let spent = setup.server.rateLimitRemaining
        setup.server.clearReceivedRequests()
        let second = try await setup.github.allRepositories(of: "nerdishbynature", .init(perPage: 10))
        #expect(second.map(\.id) == first.map(\.id))
        #expect(setup.server.receivedRequests.map(\.status) == [304, 304, 304, 304, 304])
        #expect(setup.server.receivedRequests.allSatisfy { $0.headers["if-none-match"] != nil })
        #expect(setup.server.rateLimitRemaining == spent)
    }
}

/// The ETag cache on disk: a new client (a restarted program) still revalidates with 304s.
@Suite(.offCooperativePool) struct DiskCacheRestartTests {
    @Test func aRestartedClientIsAnsweredBy304sFromTheDiskCache() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "github-etags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try GitHubFixtureServer(fixtures: Fixtures.directory)
        defer { server.stop() }
        let configuration = GitHubConfiguration(apiURL: server.url, cacheDirectory: directory)
        let first = try await GitHubClient(configuration: configuration).allRepositories(
            of: "nerdishbynature", .init(perPage: 20))
        let spent = server.rateLimitRemaining
        server.clearReceivedRequests()
        // A new client and a new store over the same directory: nothing shared in memory.
        let restarted = GitHubClient(configuration: configuration)
        var fromCache: [Bool] = []
        var names: [String] = []
        for try await page in restarted.repositoryPages(of: "nerdishbynature", .init(perPage: 20)) {
            fromCache.append(page.isFromCache)
            names += page.value.map(\.fullName)
        }
        #expect(names == first.map(\.fullName))
        #expect(fromCache == [true, true, true])
        #expect(server.receivedRequests.map(\.status) == [304, 304, 304])
        #expect(server.rateLimitRemaining == spent)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: directory.appending(path: "etags").path)
        #expect(!files.isEmpty)
    }
}

/// The on-disk ETag cache never holds the token.
@Suite(.offCooperativePool) struct DiskCacheSecrecyTests {
    @Test func noCacheFileContainsTheToken() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "github-etags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try GitHubFixtureServer(fixtures: Fixtures.directory)
        defer { server.stop() }
        let token = "ghp_TOKEN_THAT_MUST_NOT_BE_STORED"
        let configuration = GitHubConfiguration(apiURL: server.url, token: token, cacheDirectory: directory)
        _ = try await GitHubClient(configuration: configuration).user("nerdishbynature")
        #expect(server.receivedRequests.first?.headers["authorization"] == "Bearer \(token)")
        let etags = directory.appending(path: "etags")
        let files = try FileManager.default.contentsOfDirectory(atPath: etags.path)
        #expect(!files.isEmpty)
        for file in files {
            let contents = try Data(contentsOf: etags.appending(path: file))
            #expect(!String(decoding: contents, as: UTF8.self).contains(token))
        }
    }
}
