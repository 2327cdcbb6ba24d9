import AirtableModel
import Basics

/// `planner setup`: makes sure the table exists and, for a demo, holds four sample orders.
public struct PlannerSetup: Sendable {
    public let store: any OrderStore
    /// The day the demo's deadlines are counted from.
    public let today: Day

    public init(store: any OrderStore, today: Day) {
        self.store = store
        self.today = today
    }

    /// Four articles for two customers, with fees so the totals show something, due around `today`
    /// (two overdue, one due soon, one later) so that a first look at the list shows every mark.
    public static func demoOrders(today: Day) -> [OrderFields] {
        [
            OrderFields(
                name: "Moya and AirTable in iOS-app", deadline: today.adding(days: -2), customer: "proglib",
                summary: "How to use AirTable and how to set Moya", fee: Money(cents: 120_00)),
            OrderFields(
                name: "VIPER in iOS", deadline: today.adding(days: -2), customer: "proglib",
                summary: "Creating Viper app", fee: Money(cents: 100_00)),
            OrderFields(
                name: "MVVM in iOS", deadline: today.adding(days: 1), customer: "medium",
                summary: "All about MVVM", fee: Money(cents: 80_00)),
            OrderFields(
                name: "How to make good apps", deadline: today.adding(days: 9), customer: "medium",
                summary: "Some tips", fee: Money(cents: 60_00)),
        ]
    }

    /// What ``run(demo:)`` did.
    public struct Report: Sendable, Hashable {
        public var table: TableSetup
        /// Demo orders added now (none without `demo`, or when they were all there).
        public var addedOrders: [Order]
    }

    /// Creates the table when missing; with `demo`, adds the demo orders whose names are not there yet,
    /// in one request (all or nothing).
    public func run(demo: Bool) async throws(PlannerError) -> Report {
        let table = try await store.ensureTable()
        guard demo else { return Report(table: table, addedOrders: []) }
        let existing = Set(try await store.allOrders().map(\.name))
        let missing = Self.demoOrders(today: today).filter { !existing.contains($0.name) }
        let added = missing.isEmpty ? [] : try await store.create(missing)
        return Report(table: table, addedOrders: added)
    }
}
