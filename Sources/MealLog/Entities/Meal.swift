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

    /// A hash of ``key``, made from its parts' bytes without writing the key out: two meals whose
    /// keys are the same text have one hash (as Airtable compares them, byte for byte). For finding
    /// a meal repeated in a large import.
    public var keyHash: Int {
        var hasher = Hasher()
        hasher.combine(date.daysSinceEpoch)
        for part in [store, name] {
            var part = part
            part.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(0xFF as UInt8)  // never in UTF-8: the parts cannot run into each other
        }
        return hasher.finalize()
    }

    private static func escaped(_ part: String) -> String {
        // Most parts have neither, and are used as they are.
        guard part.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\\") }) else {
            return part
        }
        return part.replacing("\\", with: "\\\\").replacing("|", with: "\\|")
    }
}
