import Basics

/// Changing some fields of a stored meal's form, as `meallog edit --name …` does: the fields not
/// given keep their values, and the date and weekday are kept in agreement.
extension MealForm {
    /// This form with each field of `changes` set to its value, the others left as they are.
    ///
    /// A new date without a weekday takes the date's weekday (the old one is cleared, so it cannot
    /// contradict the new date). A new weekday without a date moves the meal within its week
    /// (``Day/moved(to:today:)``); a date cleared, or a weekday given to a meal without a valid
    /// date, is dated as a new meal is, the latest such weekday on or before `today`.
    public func changing(_ changes: [MealField: String], today: Day) -> MealForm {
        var form = self
        for (field, value) in changes { form[field] = value }
        if let date = changes[.date], !date.trimmed.isEmpty, changes[.week] == nil { form.week = "" }
        if let week = changes[.week], changes[.date] == nil {
            let moved = Day(entered: date).flatMap { day in
                Weekday.parse(week).map { day.moved(to: $0, today: today) }
            }
            form.date = moved?.description ?? ""
        }
        return form
    }

    /// The fields whose values differ from `opened`'s, with the values typed here. Values are
    /// compared by what they mean (``canonical(_:)``): `肉` and `meat` are one dish type.
    public func changes(since opened: MealForm) -> [MealField: String] {
        var changes: [MealField: String] = [:]
        for field in MealField.allCases where canonical(field) != opened.canonical(field) {
            changes[field] = self[field]
        }
        return changes
    }

    /// `field`'s value by what it means: a choice's stored name (`肉` for `meat`), a date as
    /// `YYYY-MM-DD`; anything else as typed.
    public func canonical(_ field: MealField) -> String {
        switch field {
        case .type: DishType.parse(type)?.rawValue ?? type
        case .name: name
        case .week: Weekday.parse(week)?.rawValue ?? week
        case .status: HungerState.parse(status)?.rawValue ?? status
        case .store: store
        case .date: Day(entered: date)?.description ?? date
        }
    }
}
