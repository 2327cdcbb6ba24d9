import Airtable
import Basics
import Foundation
import Planner
import TestSupport
import Testing

/// `planner setup` on an empty base creates the table through the Metadata API, and is safe to repeat;
/// `--demo` adds the four sample orders once. `planner schema` is a file airtable-local accepts.
@Suite(.offCooperativePool)
struct SetupTests {
    @Test func setupOnAnEmptyBaseCreatesTheTableOnceAndTheDemoOrdersOnce() async throws {
        try await AirtableHarness.process(schema: Servers.emptyBase) { server in
            let planner = try PlannerRunner(server)
            let empty = try await planner.run("list")
            #expect(empty.status == ToolExit.notFound, "\(empty)")
            #expect(empty.stderr.contains("run 'planner setup'"), "\(empty)")

            let first = try await planner.run("setup")
            #expect(first.status == ToolExit.success, "\(first)")
            #expect(first.stdout.contains("Created table PlannerTranslator"), "\(first)")

            let demo = try await planner.run("setup", "--demo", "--json")
            #expect(demo.status == ToolExit.success, "\(demo)")
            let report = try demo.object()
            #expect(report["tableCreated"] as? Bool == false)
            #expect((report["ordersAdded"] as? [Any])?.count == 4)

            let again = try await planner.run("setup", "--demo")
            #expect(again.status == ToolExit.success, "\(again)")
            #expect(again.stdout.contains("is ready"), "\(again)")
            #expect(again.stdout.contains("The demo orders are there already."), "\(again)")

            let schema = try await planner.pacer.turn {
                try await AirtableClient(
                    AirtableConfiguration(endpoint: server.url, token: AirtableHarness.token)
                )
                .base(Servers.baseID).table(named: PlannerSchema.tableName)
            }
            let table = try #require(schema)
            #expect(table.fields.map(\.name) == OrderField.allCases.map(\.rawValue))
            #expect(table.fields.map(\.type) == PlannerSchema.table.fields.map(\.type))

            let list = try await planner.run("list", "--json")
            let sections = try #require(try list.object()["sections"] as? [[String: Any]])
            // Due around the day it is (planner's clock is the system's): two overdue, one soon, one later.
            let today = Day.today()
            #expect(
                sections.compactMap { $0["date"] as? String }
                    == [-2, 1, 9].map { today.adding(days: $0).iso })
            #expect(sections.map { ($0["orders"] as? [Any])?.count ?? 0 } == [2, 1, 1])
        }
    }

    @Test func theSchemaIsABaseFileWithStableIds() async throws {
        let schema = try await Servers.plannerSchema()
        let object = try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any]
        #expect(object?["id"] as? String == "appCourierPlanner")
        #expect(object?["name"] as? String == "Planner")
        let tables = try #require(object?["tables"] as? [[String: Any]])
        #expect(tables.first?["id"] as? String == PlannerSchema.table.id)
        #expect(tables.first?["name"] as? String == "PlannerTranslator")
        #expect(try await Servers.plannerSchema() == schema)
    }
}
