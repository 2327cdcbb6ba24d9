extension Messages {
    /// After an edited meal was saved.
    public func updated(_ name: String) -> String { text("\(name)を更新しました", "\(name) has been updated") }

    /// After a meal was deleted.
    public func deleted(_ name: String) -> String { text("\(name)を削除しました", "\(name) has been deleted") }

    /// The question asked before deleting.
    public func confirmDelete(_ name: String) -> String { text("\(name)を削除しますか？", "Delete \(name)?") }

    /// A record id that names no meal.
    public var noSuchMeal: String { text("その食事の記録はありません", "There is no such meal in the log") }

    /// An edit that would make the meal the same as another record (same day, store and dish).
    public func alreadyLogged(_ meal: Meal) -> String {
        if meal.store.isEmpty {
            return text(
                "\(meal.date)の\(meal.name)はすでに記録されています", "\(meal.name) on \(meal.date) is already in the log")
        }
        return text(
            "\(meal.date)に\(meal.store)で食べた\(meal.name)はすでに記録されています",
            "\(meal.name) at \(meal.store) on \(meal.date) is already in the log")
    }
}
