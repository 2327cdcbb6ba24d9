import Foundation
import TestSupport
import Testing

/// The token and endpoint come from the environment; a missing or refused token exits 4, a malformed
/// endpoint 1, and the token never shows.
@Suite(.offCooperativePool)
struct PlannerConfigurationTests {
    @Test func aRefusedTokenExitsFourWithoutShowingIt() async throws {
        try await Servers.withPlannerBase { _, planner in
            let result = try await planner.run(
                "list", "-v", environment: ["AIRTABLE_TOKEN": "patWrongToken00001.secret"])
            #expect(result.status == ToolExit.authentication, "\(result)")
            #expect(result.stderr.contains("The Airtable token was refused"), "\(result)")
            #expect(!result.stderr.contains("secret") && !result.stdout.contains("secret"), "\(result)")
        }
    }

    @Test func noTokenExitsFourAndABadEndpointOne() async throws {
        let planner = try PlannerRunner(endpoint: try #require(URL(string: "https://airtable.invalid")))
        let noToken = try await planner.run("list", environment: ["AIRTABLE_TOKEN": ""])
        #expect(noToken.status == ToolExit.authentication, "\(noToken)")
        #expect(noToken.stderr.contains("AIRTABLE_TOKEN"), "\(noToken)")
        let badEndpoint = try await planner.run("list", environment: ["AIRTABLE_ENDPOINT_URL": "ftp://x"])
        #expect(badEndpoint.status == ToolExit.failure, "\(badEndpoint)")
        #expect(badEndpoint.stderr.contains("AIRTABLE_ENDPOINT_URL"), "\(badEndpoint)")
    }

    /// As after `scripts/up`: no token and no base set; the token is read from the local token file.
    @Test func theLocalTokenFileAndTheDefaultBaseNeedNothingSet() async throws {
        try await Servers.withPlannerBase { _, planner in
            let directory = planner.home.appending("config/courier")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appending(path: "airtable-local.token")
            try Data((AirtableHarness.token + "\n").utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            let result = try await planner.run(
                "list", environment: ["AIRTABLE_TOKEN": "", "PLANNER_BASE_ID": ""])
            #expect(result.status == ToolExit.success, "\(result)")
            #expect(result.stdout.contains("No orders."), "\(result)")
        }
    }
}
