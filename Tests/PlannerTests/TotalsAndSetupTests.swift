import Foundation
import Planner
import Testing

/// Fee totals per customer, and `planner setup` being safe to repeat.
@MainActor
struct TotalsAndSetupTests {
    @Test func addsUpFeesPerCustomerOpenAndDone() async throws {
        let store = FakeOrderStore([
            Fixtures.order("A", customer: "proglib", fee: 120),
            Fixtures.order("B", customer: "ProgLib", fee: 100, done: true),
            Fixtures.order("C", customer: "medium", fee: 80),
            Fixtures.order("D", customer: "medium"),
            Fixtures.order("E", fee: 5),
        ])
        let presenter = TotalsPresenter(interactor: TotalsInteractor(store: store))
        let view = FakeTotalsView()
        presenter.view = view
        await presenter.load()
        let totals = try #require(view.shown.first)
        #expect(totals.rows.map(\.customer) == ["medium", "proglib", "(no customer)"])
        #expect(totals.rows.map(\.open) == ["80.00", "120.00", "5.00"])
        #expect(totals.rows.map(\.done) == ["0.00", "100.00", "0.00"])
        #expect(totals.rows.map(\.orders) == ["2", "2", "1"])
        #expect((totals.open, totals.done) == ("205.00", "100.00"))
    }

    @Test func setupCreatesTheTableOnceAndTheDemoOrdersOnce() async throws {
        let store = FakeOrderStore(tableExists: false)
        let setup = PlannerSetup(store: store, today: Fixtures.today)
        let first = try await setup.run(demo: true)
        #expect(first.table.createdTable)
        #expect(first.addedOrders.map(\.name) == PlannerSetup.demoOrders(today: Fixtures.today).map(\.name))
        #expect(
            first.addedOrders.map { $0.deadline?.iso } == [
                "2023-01-07", "2023-01-07", "2023-01-10", "2023-01-18",
            ],
            "around today: two overdue, one due soon, one later")
        #expect(store.creates.count == 1)  // one request: all four or none

        let again = try await setup.run(demo: true)
        #expect(!again.table.createdTable)
        #expect(again.addedOrders.isEmpty)
        #expect(store.orders.count == 4)
    }

    @Test func theSchemaFileHasStableAirtableShapedIds() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(PlannerSchema.baseFile()), as: UTF8.self)
        #expect(
            json.hasPrefix(
                #"{"id":"appCourierPlanner","name":"Planner","tables":[{"fields":[{"id":"fldPlannerField01","name":"name","type":"singleLineText"}"#
            ))
        let table = PlannerSchema.table
        let ids = [table.id] + table.views.map(\.id) + table.fields.map(\.id)
        #expect(ids.allSatisfy { $0.count == 17 })
        #expect(table.fields.map(\.name) == OrderField.allCases.map(\.rawValue))
    }
}
