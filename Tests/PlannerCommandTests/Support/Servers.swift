import Foundation
import TestSupport

/// Servers set up as the tests need them.
enum Servers {
    /// The schema `planner schema` prints (run without any server: it needs none).
    static func plannerSchema() async throws -> String {
        let result = try await Command.run(
            try Executables.path("planner"), ["schema"],
            environment: [
                "PATH": "/usr/bin:/bin", "PLANNER_BASE_ID": LocalAirtable.baseID, "HOME": "/nonexistent",
            ])
        guard result.status == 0 else { throw ProcessError("planner schema failed: \(result)") }
        return result.stdout
    }

    /// A server whose base holds the planner's table (from `planner schema`), and a runner for it.
    static func withPlannerBase<Value: Sendable>(
        data: String = ":memory:", _ body: (LocalAirtable, PlannerRunner) async throws -> Value
    ) async throws -> Value {
        let schema = try await plannerSchema()
        return try await LocalAirtable.with(schema, data: data) { server in
            try await body(server, try PlannerRunner(server))
        }
    }
}
