import TestSupport
import Testing

/// Every tool says how to reach its server (start it, or set the variable that names it) when no
/// answer came, and not when the server answered with a failure: it is running, and reached.
@Suite struct UnreachableAdviceTests {
    @Test(arguments: Tool.allCases)
    func adviceOnReachingTheServerFollowsOnlyAMissingAnswer(_ tool: Tool) async throws {
        let refusing = try RefusingPort()
        let refused = try await tool.run(against: "http://127.0.0.1:\(refusing.port)", json: false)
        #expect(refused.status == 5, "\(refused)")
        #expect(refused.stderr.contains("set \(tool.urlVariable)"), "\(refused)")

        let failing = try LoopbackHTTPServer { _ in
            .respond(status: 500, headers: [], body: Array("boom".utf8))
        }
        defer { failing.stop() }
        let failed = try await tool.run(against: failing.url("").absoluteString, json: false)
        #expect(failed.status == 5, "\(failed)")
        #expect(failed.stderr.hasPrefix("Error: "), "\(failed)")
        #expect(!failed.stderr.contains("set \(tool.urlVariable)"), "\(failed)")
    }
}
