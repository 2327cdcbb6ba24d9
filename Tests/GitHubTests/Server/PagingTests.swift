import Foundation
import GitHub
import Testing

/// Following `Link` headers against the fixture server, one page at a time and all at once.
@Suite(.offCooperativePool) struct PagingTests {
    @Test func pagesFollowNextUntilTheLastAndShowTheirHeaders() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        var sizes: [Int] = []
        var remaining: [Int] = []
        var names: [String] = []
        for try await page in setup.github.repositoryPages(of: "nerdishbynature", .init(perPage: 10)) {
            sizes.append(page.value.count)
            remaining.append(page.rateLimit?.remaining ?? -1)
            names += page.value.map(\.fullName)
        }
        #expect(sizes == [10, 10, 10, 10, 2])
        #expect(remaining == [59, 58, 57, 56, 55])
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
        let targets = setup.server.receivedRequests.map(\.target)
        #expect(targets.first == "/users/nerdishbynature/repos?per_page=10")
        #expect(targets.last == "/users/nerdishbynature/repos?per_page=10&page=5")
    }

    @Test func aSinglePageHasNoLinks() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        let page = try await setup.github.repositories(of: "nerdishbynature", .init(perPage: 100))
        #expect(page.value.count == 42)
        #expect(page.links.next == nil)
        #expect(page.links.last == nil)
    }

    @Test func fetchAllLoadsTheRemainingPagesConcurrentlyAndKeepsTheirOrder() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.addUser("many", repositories: 250)
        setup.server.setRateLimit(limit: 5000, remaining: 5000)
        let options = RepositoryListOptions(sort: .created, direction: .ascending, perPage: 20)
        var walked: [String] = []
        for try await page in setup.github.repositoryPages(of: "many", options) {
            walked += page.value.map(\.fullName)
        }
        setup.server.setLatency(.milliseconds(20))
        let all = try await setup.github.allRepositories(of: "many", options)
        #expect(all.count == 250)
        #expect(all.map(\.fullName) == walked)
        #expect(Set(all.map(\.id)).count == 250)
    }

    @Test func fetchAllAsksForAHundredPerPageByDefault() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.addUser("many", repositories: 1000)
        setup.server.setRateLimit(limit: 5000, remaining: 5000)
        let all = try await setup.github.allRepositories(of: "many")
        #expect(all.count == 1000)
        #expect(setup.server.receivedRequests.count == 10)
        #expect(setup.server.rateLimitRemaining == 4990)
    }

    /// Every page after a first page already fetched, at that page's size, without asking for the
    /// first again.
    @Test func allRepositoriesGoOnFromAFirstPageAlreadyFetched() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.addUser("many", repositories: 250)
        setup.server.setRateLimit(limit: 5000, remaining: 5000)
        let first = try await setup.github.repositories(of: "many", .init(perPage: 100))
        let all = try await setup.github.allRepositories(of: "many", after: first)
        #expect(all.count == 250)
        #expect(Set(all.map(\.id)).count == 250)
        #expect(setup.server.receivedRequests.map(\.target).filter { !$0.contains("&page=") }.count == 1)
        #expect(setup.server.receivedRequests.count == 3)
    }
}
