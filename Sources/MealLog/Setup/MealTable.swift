import AirtableModel
import Foundation

/// The meal table, declared once as a Metadata API table model with stable ids. From it come
/// `meallog schema` (a base schema file for `airtable-local --schema`), what `meallog setup`
/// creates, the names meals are read and written under (``field(_:)``, ``key``), and the base
/// `--offline` serves.
public enum MealTable {
    /// The table's name in the base.
    public static let name = "Meals"
    /// The base the app uses unless `MEALLOG_BASE_ID` names another.
    public static let defaultBaseID = "appCourierMealLog"
    public static let baseName = "Meal log"

    /// The table: the dish name (primary) first, then the meal's other fields and ``key``.
    public static let table = TableSchema(
        id: "tblCourierMeals01", name: name, description: "What was eaten, when and how hungry",
        fields: [MealField.name, .type, .week, .status, .store, .date].map(field) + [key],
        views: [.grid(id: "viwCourierMeals01")])

    /// The field that holds `field` of a meal; a choice field's options have stable ids.
    public static func field(_ field: MealField) -> FieldSchema {
        let name = field.rawValue
        return switch field {
        case .name: FieldSchema(id: "fldMealName000001", .singleLineText(name))
        case .type:
            FieldSchema(
                id: "fldMealType000001",
                .singleSelect(name, choices: DishType.names, choiceIDPrefix: "selType"))
        case .week:
            FieldSchema(
                id: "fldMealWeek000001",
                .singleSelect(name, choices: Weekday.names, choiceIDPrefix: "selWeek"))
        case .status:
            FieldSchema(
                id: "fldMealStatus0001",
                .singleSelect(name, choices: HungerState.names, choiceIDPrefix: "selStat"))
        case .store: FieldSchema(id: "fldMealStore00001", .singleLineText(name))
        case .date: FieldSchema(id: "fldMealDate000001", .date(name))
        }
    }

    /// The field that holds ``Meal/key``, the natural key imports upsert on.
    public static let key = FieldSchema(id: "fldMealKey0000001", .singleLineText("key"))

    /// A base `baseID` holding the meal table alone.
    public static func base(id baseID: String = defaultBaseID) -> BaseSchema {
        BaseSchema(id: baseID, name: baseName, tables: [table])
    }

    /// The schema file of ``base(id:)``: pretty-printed with sorted keys, so it is the same from run
    /// to run.
    public static func schemaFile(baseID: String = defaultBaseID) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(base(id: baseID))) ?? Data("{}".utf8), as: UTF8.self)
    }
}
