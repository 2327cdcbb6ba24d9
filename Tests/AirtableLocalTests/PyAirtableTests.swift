import Foundation
import TestSupport
import Testing

/// pyairtable 3.5.1, a real third-party client, against the server. Needs `COURIER_TEST_PYTHON`
/// (a Python with pyairtable), which `scripts/test` sets up; skipped without it.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["COURIER_TEST_PYTHON"] != nil,
        "COURIER_TEST_PYTHON is not set: run scripts/test to install pyairtable"))
struct PyAirtableTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Python/pyairtable_scenarios.py").path

    @Test func theIssuesScenariosPass() async throws {
        let python = ProcessInfo.processInfo.environment["COURIER_TEST_PYTHON"] ?? "python3"
        let open = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { open.stop() }
        // Its clock never moves: the 6th request is refused.
        let limited = try AirtableHarness.socket(schemas: [TestSchema.base()], rateLimits: .onManualClock)
        defer { limited.stop() }
        let result = try await TestSupport.Command.run(
            python,
            [
                Self.script, open.url.absoluteString, limited.url.absoluteString, AirtableHarness.token,
                TestSchema.baseID,
            ],
            environment: ["PATH": "/usr/bin:/bin", "NO_PROXY": "*"], timeout: .seconds(180))
        #expect(result.status == 0, "\(result)")
        for scenario in [
            "crud", "batch", "iterate", "formulas", "field ids and string cells", "schema", "comments",
            "webhooks", "attachments", "errors",
        ] {
            #expect(
                result.stdout.contains("ok \(scenario)\n"), "scenario \(scenario) did not pass:\n\(result)")
        }
    }
}
