import Airtable
import Basics

/// Orders in the planner's table (``PlannerSchema/tableName``) of an Airtable base, through the
/// Airtable client: listing across pages, PATCH of changed fields only, and the table created through
/// the Metadata API.
public struct AirtableOrderStore: OrderStore {
    public let base: AirtableBase
    private var table: Table<OrderRecordFields> { base.table(PlannerSchema.tableName) }

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
            return try await table.create(orders.map(OrderRecordFields.init)).map(Self.order)
        } catch {
            throw StoreErrors.planner(error, base: base.id)
        }
    }

    public func update(_ id: String, _ changes: OrderChanges) async throws(PlannerError) -> Order {
        do {
            return Self.order(try await table.update(id, fields: OrderRecordFields.cells(changes)))
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
    /// existing table lacks (matched by name, case-insensitively, as Airtable does).
    public func ensureTable() async throws(PlannerError) -> TableSetup {
        do {
            guard let existing = try await base.table(named: PlannerSchema.tableName) else {
                let fields = PlannerSchema.fields.map(Self.newField)
                _ = try await base.createTable(NewTable(name: PlannerSchema.tableName, fields: fields))
                return TableSetup(createdTable: true)
            }
            var added: [String] = []
            for field in PlannerSchema.fields where existing.field(field.name) == nil {
                _ = try await base.createField(Self.newField(field), inTable: existing.id)
                added.append(field.name)
            }
            return TableSetup(createdTable: false, addedFields: added)
        } catch {
            throw StoreErrors.planner(error, base: base.id)
        }
    }

    private static func order(_ record: Record<OrderRecordFields>) -> Order {
        Order(id: record.id, fields: record.fields.fields)
    }

    private static func newField(_ field: PlannerSchema.Field) -> NewField {
        NewField(name: field.name, type: FieldType(field.type), options: field.options.map(json))
    }

    private static func json(_ value: SchemaValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): .number(Double(number))
        case .bool(let flag): .bool(flag)
        case .object(let object): .object(object.mapValues(json))
        }
    }
}
