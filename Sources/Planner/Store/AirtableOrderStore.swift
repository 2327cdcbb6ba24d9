import Airtable
import AirtableModel

/// Orders in the planner's table (``PlannerSchema/tableName``) of an Airtable base, through the
/// Airtable client: listing across pages, PATCH of changed fields only, and the table created through
/// the Metadata API.
public struct AirtableOrderStore: OrderStore {
    public let base: AirtableBase
    private var table: Table<[String: CellValue]> { base.table(PlannerSchema.tableName) }

    public init(client: AirtableClient, baseID: String) { base = client.base(baseID) }

    public func allOrders() async throws(PlannerError) -> [Order] {
        do {
            return try await table.all().map(Self.order)
        } catch {
            throw StoreErrors.planner(error, base: base.id)
        }
    }

    public func order(_ id: String) async throws(PlannerError) -> Order {
        do {
            return Self.order(try await table.get(id))
        } catch {
            throw StoreErrors.planner(error, base: base.id, orderID: id)
        }
    }

    public func create(_ orders: [OrderFields]) async throws(PlannerError) -> [Order] {
        do {
            return try await table.create(orders.map(OrderCells.cells)).map(Self.order)
        } catch {
            throw StoreErrors.planner(error, base: base.id)
        }
    }

    public func update(_ id: String, _ changes: OrderChanges) async throws(PlannerError) -> Order {
        do {
            return Self.order(try await table.update(id, fields: OrderCells.cells(changes)))
        } catch {
            throw StoreErrors.planner(error, base: base.id, orderID: id)
        }
    }

    public func delete(_ id: String) async throws(PlannerError) {
        do {
            try await table.delete(id)
        } catch {
            throw StoreErrors.planner(error, base: base.id, orderID: id)
        }
    }

    /// Creates the table with every field in one request when it is missing; adds the fields an
    /// existing table lacks.
    public func ensureTable() async throws(PlannerError) -> TableSetup {
        do {
            return try await base.ensureTable(PlannerSchema.table)
        } catch {
            throw StoreErrors.planner(error, base: base.id)
        }
    }

    private static func order(_ record: Record<[String: CellValue]>) -> Order {
        Order(id: record.id, fields: OrderCells.fields(record.fields))
    }
}
