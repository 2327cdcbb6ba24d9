import Foundation
import GitHubFixtureServer
import TestSupport
import Testing

/// `repos --all` against a server whose `Link` headers lie: a last page too far away, links that
/// loop, links off the API. Each ends at once with a message saying what the server did.
@Suite struct HostilePagingTests {
    /// A runner whose list pages carry the `Link` headers `links` makes.
    func runner(links: @escaping FixtureLinks) throws -> (ReposRunner, GitHubFixtureServer) {
        let runner = try ReposRunner()
        let server = try #require(runner.server)
        server.setRateLimit(limit: 5000, remaining: 5000)
        server.setLinks(links)
        return (runner, server)
    }

    @Test(arguments: ["9223372036854775807", "1000000000", "1000000"])
    func aLastPageBeyondThePageLimitIsRefusedBeforeAnyMoreRequests(last: String) async throws {
        let (runner, server) = try runner { page, url in
            page == 1 ? "<\(url("2"))>; rel=\"next\", <\(url(last))>; rel=\"last\"" : nil
        }
        let result = try await runner.run("nerdishbynature", "--all")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("is number \(last), past the limit of 1000 pages"), "\(result)")
        #expect(server.receivedRequests.count == 1)
    }

    @Test func aNextLinkToItsOwnPageIsALoop() async throws {
        let (runner, server) = try runner { page, url in "<\(url(String(page)))>; rel=\"next\"" }
        let result = try await runner.run("nerdishbynature", "--all")
        #expect(result.status == 5, "\(result)")
        #expect(result.stderr.contains("a page already fetched: the listing would loop"), "\(result)")
        // The first page (no `page` parameter), then `page=1` once, whose link back to itself stops it.
        #expect(server.receivedRequests.count == 2)
    }

    @Test func twoPagesLinkingToEachOtherAreALoop() async throws {
        let (runner, server) = try runner { page, url in "<\(url(page == 2 ? "3" : "2"))>; rel=\"next\"" }
        let result = try await runner.run("nerdishbynature", "--all")
        #expect(result.status == 5, "\(result)")
        #expect(result.stderr.contains("leads back to"), "\(result)")
        #expect(server.receivedRequests.count == 3)
    }

    @Test func withoutALastLinkEveryPageIsFetchedOnce() async throws {
        let (runner, server) = try runner { page, url in
            page < 3 ? "<\(url(String(page + 1)))>; rel=\"next\"" : nil
        }
        server.addUser("many", repositories: 250)
        let result = try await runner.run("many", "--all", "--json")
        #expect(result.status == 0, "\(result)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
        #expect(all.count == 250)
        let targets = server.receivedRequests.map(\.target)
        #expect(targets.count == 3, "\(targets)")
        #expect(Set(targets).count == targets.count, "\(targets)")
    }

    @Test(arguments: [
        "file:///etc/passwd", "dict://127.0.0.1:11211/stat", "gopher://127.0.0.1:70/_users",
        "//evil.example/x",
        "http://127.0.0.2:1/users/nerdishbynature/repos?page=2",
    ])
    func aLinkOffTheAPIIsRefused(link: String) async throws {
        let (runner, server) = try runner { page, _ in page == 1 ? "<\(link)>; rel=\"next\"" : nil }
        let result = try await runner.run("nerdishbynature", "--all")
        #expect(result.status == 5, "\(result)")
        #expect(result.stderr.contains("off the page's origin"), "\(result)")
        #expect(!result.stderr.contains("no such user"), "\(result)")
        #expect(server.receivedRequests.count == 1)
    }
}
