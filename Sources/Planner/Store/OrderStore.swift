import AirtableModel

/// Where orders are kept: the planner's table in an Airtable base (``AirtableOrderStore``), or a fake
/// in tests. Interactors only see this.
public protocol OrderStore: Sendable {
    /// Every order, across all pages.
    func allOrders() async throws(PlannerError) -> [Order]
    /// One order; `notFound` when there is none with that id.
    func order(_ id: String) async throws(PlannerError) -> Order
    /// Creates orders in one go where the store allows (Airtable: up to 10 per request, each request
    /// all or nothing); answers them as saved.
    func create(_ orders: [OrderFields]) async throws(PlannerError) -> [Order]
    /// Writes only `changes.changed` (a PATCH); cleared values are sent as empty.
    func update(_ id: String, _ changes: OrderChanges) async throws(PlannerError) -> Order
    func delete(_ id: String) async throws(PlannerError)
    /// Creates the table, or the fields it lacks, when missing. Safe to repeat.
    func ensureTable() async throws(PlannerError) -> TableSetup
}
