import Basics

/// Which meals to list: every condition given must hold (an empty filter lists everything).
public struct MealFilter: Sendable, Equatable {
    public var week: Weekday?
    public var store: String?
    public var type: DishType?
    /// The first day listed (inclusive).
    public var from: Day?
    /// The last day listed (inclusive).
    public var through: Day?
    /// The natural key (``Meal/key``): the one meal it names, to find another record an edit would
    /// make a duplicate of.
    public var key: String?

    public init(
        week: Weekday? = nil, store: String? = nil, type: DishType? = nil, from: Day? = nil,
        through: Day? = nil, key: String? = nil
    ) {
        self.week = week
        self.store = store
        self.type = type
        self.from = from
        self.through = through
        self.key = key
    }

    /// No condition: every meal. Set the conditions wanted on a copy.
    public static let all = MealFilter()

    /// Whether `record` passes the filter (what a store's query does, for stores that filter in memory).
    public func matches(_ record: MealRecord) -> Bool {
        if let week, Weekday.parse(record.week) != week { return false }
        if let store, record.store != store { return false }
        if let type, DishType.parse(record.type) != type { return false }
        if let key, record.meal?.key != key { return false }
        if from != nil || through != nil {
            guard let day = record.day else { return false }
            if let from, day < from { return false }
            if let through, day > through { return false }
        }
        return true
    }
}
