import AirtableModel

/// The planner's table, declared once as a Metadata API table model with stable ids. From it come
/// `planner schema` (a base schema file for `airtable-local --schema`), what `planner setup`
/// creates, and the names orders are read and written under (``field(_:)``).
public enum PlannerSchema {
    /// The base `scripts/up` serves, and `PLANNER_BASE_ID`'s default.
    public static let defaultBaseID = "appCourierPlanner"
    public static let baseName = "Planner"
    /// The table's name, as a base built by hand for the planner names it.
    public static let tableName = "PlannerTranslator"

    /// The table: a field per ``OrderField``, the name (primary) first.
    public static let table = TableSchema(
        id: "tblPlannerOrder01", name: tableName, fields: OrderField.allCases.map(field),
        views: [.grid(id: "viwPlannerGrid001")])

    /// The field that holds `field` of an order.
    public static func field(_ field: OrderField) -> FieldSchema {
        let name = field.rawValue
        return switch field {
        case .name: FieldSchema(id: "fldPlannerField01", .singleLineText(name))
        case .deadline: FieldSchema(id: "fldPlannerField02", .date(name))
        case .customer: FieldSchema(id: "fldPlannerField03", .singleLineText(name))
        case .summary: FieldSchema(id: "fldPlannerField04", .singleLineText(name))
        case .fee: FieldSchema(id: "fldPlannerField05", .currency(name, symbol: "$"))
        case .done: FieldSchema(id: "fldPlannerField06", .checkbox(name))
        }
    }

    /// The schema file of a base holding the planner's table.
    public static func baseFile(id: String = defaultBaseID) -> BaseSchema {
        BaseSchema(id: id, name: baseName, tables: [table])
    }
}
