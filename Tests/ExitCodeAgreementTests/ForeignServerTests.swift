import TestSupport
import Testing

/// An Airtable tool pointed at a server that is not Airtable's (here a TIL server's 404) says so
/// and names the setting to check, rather than advise creating a table there; the exit code is the
/// status's, as for every tool.
@Suite struct ForeignServerTests {
    @Test(arguments: [Tool.planner, Tool.meallog])
    func aRefusalWithoutAirtablesBodyNamesTheEndpoint(_ tool: Tool) async throws {
        let notFound = CannedAnswer(
            "a TIL server's 404", CannedAnswer.json(404, #"{"error":true,"reason":"Not Found"}"#), .notFound)
        let result = try await notFound.served { try await tool.run(against: $0, json: false) }
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("did not answer as an Airtable server does"), "\(result)")
        #expect(result.stderr.contains("AIRTABLE_ENDPOINT_URL"), "\(result)")
        #expect(!result.stderr.contains("setup"), "\(result)")
    }
}
