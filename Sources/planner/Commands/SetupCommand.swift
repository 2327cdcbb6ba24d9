import Planner
import Terminal

/// `planner setup [--demo]`: the table, created when missing, and the demo orders.
@MainActor
enum SetupCommand {
    static func run(_ context: PlannerContext) async -> ExitCode {
        let report: PlannerSetup.Report
        do throws(PlannerError) {
            report = try await PlannerSetup(store: context.store, today: context.ordersInteractor.today())
                .run(
                    demo: context.invocation.flag("demo"))
        } catch {
            return context.fail(error)
        }
        let output = context.output
        if output.isJSON {
            let today = context.clock.today()
            output.json(
                SetupJSON(
                    tableCreated: report.table.createdTable, fieldsAdded: report.table.addedFields,
                    ordersAdded: report.addedOrders.map {
                        OrderJSON($0, status: Deadlines.status(of: $0, today: today))
                    }))
            return .success
        }
        let table = PlannerSchema.tableName
        if report.table.createdTable {
            output.done("Created table \(table) in \(context.place)", json: true)
        } else if !report.table.addedFields.isEmpty {
            output.done(
                "Added fields \(report.table.addedFields.joined(separator: ", ")) to \(table)", json: true)
        } else {
            output.line("Table \(table) is ready in \(context.place)")
        }
        if context.invocation.flag("demo") {
            output.line(
                report.addedOrders.isEmpty
                    ? "The demo orders are there already." : "Added \(report.addedOrders.count) demo orders.")
        }
        return .success
    }

    private struct SetupJSON: Encodable {
        let tableCreated: Bool
        let fieldsAdded: [String]
        let ordersAdded: [OrderJSON]
    }
}
