/// The meal table's definition: its name, fields and their options, with stable ids.
///
/// One definition serves `meallog schema` (a base schema file for `airtable-local --schema`) and
/// `meallog setup` (which creates the table through the Metadata API when it is missing).
public enum MealTable {
    /// The table's name in the base.
    public static let name = "Meals"
    public static let id = "tblCourierMeals01"
    /// The base the app uses unless `MEALLOG_BASE_ID` names another.
    public static let defaultBaseID = "appCourierMealLog"
    public static let baseName = "Meal log"

    /// A field of the table.
    public struct Field: Sendable, Equatable {
        /// The kinds of field the table uses (Airtable's type names).
        public enum Kind: String, Sendable {
            case singleLineText, singleSelect, date
        }

        public var id: String
        public var name: String
        public var kind: Kind
        /// For single selects: the choices, with their stable ids.
        public var choices: [(id: String, name: String)]

        public static func == (lhs: Field, rhs: Field) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.kind == rhs.kind
                && lhs.choices.map(\.name) == rhs.choices.map(\.name)
        }
    }

    /// The fields, primary (the dish name) first. `key` holds ``Meal/key``, the natural key imports
    /// upsert on.
    public static let fields: [Field] = [
        text("fldMealName000001", MealField.name.rawValue),
        select("fldMealType000001", MealField.type.rawValue, DishType.names, prefix: "selType"),
        select("fldMealWeek000001", MealField.week.rawValue, Weekday.names, prefix: "selWeek"),
        select("fldMealStatus0001", MealField.status.rawValue, HungerState.names, prefix: "selStat"),
        text("fldMealStore00001", MealField.store.rawValue),
        Field(id: "fldMealDate000001", name: MealField.date.rawValue, kind: .date, choices: []),
        text("fldMealKey0000001", keyField),
    ]

    /// The field that holds the natural key.
    public static let keyField = "key"

    public static let viewID = "viwCourierMeals01"

    private static func text(_ id: String, _ name: String) -> Field {
        Field(id: id, name: name, kind: .singleLineText, choices: [])
    }

    private static func select(_ id: String, _ name: String, _ options: [String], prefix: String) -> Field {
        let choices = options.enumerated().map { index, option in
            let number = String(index + 1)
            return (
                id: prefix + String(repeating: "0", count: max(0, 10 - number.count)) + number, name: option
            )
        }
        return Field(id: id, name: name, kind: .singleSelect, choices: choices)
    }
}
