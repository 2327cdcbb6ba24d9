/// The planner's table as Airtable describes it (a Metadata API table model), with stable ids:
/// what `planner schema` prints for `airtable-local --schema`, and what `planner setup` creates.
public enum PlannerSchema {
    /// The base `scripts/up` serves, and `PLANNER_BASE_ID`'s default.
    public static let defaultBaseID = "appCourierPlanner"
    public static let baseName = "Planner"
    /// The seed's table name.
    public static let tableName = "PlannerTranslator"
    public static let tableID = "tblPlannerOrder01"
    public static let viewID = "viwPlannerGrid001"

    /// One field: its stable id, Airtable type and complete options.
    public struct Field: Sendable, Hashable, Encodable {
        public let id: String
        public let name: String
        public let type: String
        public let options: SchemaValue?

        public var field: OrderField? { OrderField(rawValue: name) }
    }

    /// The fields, the primary (`name`) first.
    public static let fields: [Field] = [
        Field(id: "fldPlannerField01", name: OrderField.name.rawValue, type: "singleLineText", options: nil),
        Field(
            id: "fldPlannerField02", name: OrderField.deadline.rawValue, type: "date",
            options: .object([
                "dateFormat": .object(["format": .string("YYYY-MM-DD"), "name": .string("iso")])
            ])),
        Field(
            id: "fldPlannerField03", name: OrderField.customer.rawValue, type: "singleLineText", options: nil),
        Field(
            id: "fldPlannerField04", name: OrderField.summary.rawValue, type: "singleLineText", options: nil),
        Field(
            id: "fldPlannerField05", name: OrderField.fee.rawValue, type: "currency",
            options: .object(["precision": .number(2), "symbol": .string("$")])),
        Field(
            id: "fldPlannerField06", name: OrderField.done.rawValue, type: "checkbox",
            options: .object(["color": .string("greenBright"), "icon": .string("check")])),
    ]

    /// The table model, as `GET /v0/meta/bases/{base}/tables` answers it.
    public struct Table: Sendable, Encodable {
        public let id: String
        public let name: String
        public let primaryFieldId: String
        public let fields: [Field]
        public let views: [SchemaValue]
    }

    /// A base schema file for `airtable-local --schema`: `{"id","name","tables":[…]}`.
    public struct BaseFile: Sendable, Encodable {
        public let id: String
        public let name: String
        public let tables: [Table]
    }

    public static var table: Table {
        Table(
            id: tableID, name: tableName, primaryFieldId: fields[0].id, fields: fields,
            views: [.object(["id": .string(viewID), "name": .string("Grid view"), "type": .string("grid")])])
    }

    /// The schema file of a base holding the planner's table.
    public static func baseFile(id: String = defaultBaseID) -> BaseFile {
        BaseFile(id: id, name: baseName, tables: [table])
    }
}

/// A small JSON value for schema options.
public indirect enum SchemaValue: Sendable, Hashable, Encodable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case object([String: SchemaValue])

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
