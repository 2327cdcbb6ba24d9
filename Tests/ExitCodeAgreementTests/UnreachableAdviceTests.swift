import TestSupport
import Testing

/// Every tool says how to reach its server (start it, or set the variable that names it) when no
/// answer came, and not when the server answered with a failure: it is running, and reached.
@Suite struct UnreachableAdviceTests {
    @Test(arguments: Tool.allCases)
    func adviceOnReachingTheServerFollowsOnlyAMissingAnswer(_ tool: Tool) async throws {
        let refusedConnection = try #require(CannedAnswer.named("a refused connection"))
        let refused = try await refusedConnection.served { try await tool.run(against: $0, json: false) }
        #expect(refused.status == 5, "\(refused)")
        #expect(refused.stderr.contains("set \(tool.urlVariable)"), "\(refused)")

        let serverError = try #require(CannedAnswer.named("500"))
        let failed = try await serverError.served { try await tool.run(against: $0, json: false) }
        #expect(failed.status == 5, "\(failed)")
        #expect(failed.stderr.hasPrefix("Error: "), "\(failed)")
        #expect(!failed.stderr.contains("set \(tool.urlVariable)"), "\(failed)")
    }
}
