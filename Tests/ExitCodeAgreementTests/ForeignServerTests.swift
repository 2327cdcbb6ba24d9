import TestSupport
import Testing

/// A tool pointed at a server that is not its API's (another API's 404) says so and names the
/// setting to check, rather than say the listing, the user or the table is missing (or advise
/// creating one there); the exit code is the status's, as for every tool.
@Suite struct ForeignServerTests {
    /// The 404 each tool gets: a TIL server's for the Airtable tools, an Airtable server's for the
    /// others.
    static func foreignNotFound(for tool: Tool) -> CannedAnswer {
        let body =
            tool == .planner || tool == .meallog
            ? #"{"error":true,"reason":"Not Found"}"#
            : #"{"error":{"type":"NOT_FOUND","message":"Could not find what you are looking for"}}"#
        return CannedAnswer("another API's 404", CannedAnswer.json(404, body), .notFound)
    }

    /// The sentence each tool says it with.
    static func notOurServer(_ tool: Tool) -> String {
        switch tool {
        case .planner, .meallog: "did not answer as an Airtable server does"
        case .til: "did not answer as a TIL server does"
        case .repos: "did not answer as GitHub's API does"
        }
    }

    @Test(arguments: Tool.allCases)
    func aRefusalWithoutTheAPIsBodyNamesTheSetting(_ tool: Tool) async throws {
        let result = try await Self.foreignNotFound(for: tool).served {
            try await tool.run(against: $0, json: false)
        }
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains(Self.notOurServer(tool)), "\(result)")
        #expect(result.stderr.contains(tool.urlVariable), "\(result)")
        #expect(!result.stderr.contains("setup") && !result.stderr.contains("no such"), "\(result)")
    }
}
