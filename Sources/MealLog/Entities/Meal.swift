import Basics

/// A meal as the log keeps it: what was eaten, what kind of dish, on which day, how hungry, where.
///
/// `week` always agrees with `date` (``MealForm`` checks or derives it), so the history says both
/// when and on which weekday.
public struct Meal: Sendable, Hashable, Codable {
    public var type: DishType
    public var name: String
    public var week: Weekday
    public var status: HungerState
    /// The restaurant; empty when not given (a CSV may have no store column; `Dennys.csv` has none).
    public var store: String = ""
    public var date: Day

    /// The natural key that makes an import idempotent: one dish at one store on one day is one
    /// meal, however often it is imported. Stored in the table's `key` field and used to upsert.
    /// A `|` or `\` inside a part is escaped with `\`, so no two meals share a key (dish `b|c` at
    /// store `a` is not dish `c` at store `a|b`); keys of parts without them are unchanged.
    public var key: String { [date.description, store, name].map(Self.escaped).joined(separator: "|") }

    private static func escaped(_ part: String) -> String {
        part.replacing("\\", with: "\\\\").replacing("|", with: "\\|")
    }
}
