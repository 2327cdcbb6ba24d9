import Foundation
import Planner
import TestSupport

/// The planner's base on `airtable-local` (the harness's process mode), as the tests need it.
enum Servers {
    static let baseID = PlannerSchema.defaultBaseID
    /// The schema of an empty base (`"tables": []`), to be filled by `planner setup`.
    static let emptyBase = #"{"id":"\#(baseID)","name":"Planner","tables":[]}"#

    /// The schema `planner schema` prints (run without any server: it needs none).
    static func plannerSchema() async throws -> String {
        let result = try await Command.run(
            try Executables.path("planner"), ["schema"],
            environment: ["PATH": "/usr/bin:/bin", "PLANNER_BASE_ID": baseID, "HOME": "/nonexistent"])
        guard result.status == 0 else { throw ProcessError("planner schema failed: \(result)") }
        return result.stdout
    }

    /// A server whose base holds the planner's table (from `planner schema`), and a runner for it.
    static func withPlannerBase<Value: Sendable>(
        data: String = ":memory:", rateLimits: Bool = true,
        _ body: (AirtableLocalProcess, PlannerRunner) async throws -> Value
    ) async throws -> Value {
        let schema = try await plannerSchema()
        return try await AirtableHarness.process(schema: schema, data: data, rateLimits: rateLimits) {
            server in
            try await body(server, try PlannerRunner(server))
        }
    }
}
