import Courier
import Foundation
import GitHub
import Testing

/// A repeated listing is revalidated with `If-None-Match` and answered by free 304s.
@Suite struct ConditionalRequestTests {
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
