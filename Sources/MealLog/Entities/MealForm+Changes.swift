/// Changing some fields of a stored meal's form, as `meallog edit --name …` does: the fields not
/// given keep their values, and the date and weekday are kept in agreement.
extension MealForm {
    /// This form with each field of `changes` set to its value, the others left as they are.
    ///
    /// A new date without a weekday takes the date's weekday (the old one is cleared, so it cannot
    /// contradict the new date); a new weekday without a date is dated as a new meal is, the latest
    /// such weekday on or before today (the old date is cleared).
    public func changing(_ changes: [MealField: String]) -> MealForm {
        var form = self
        for (field, value) in changes { form[field] = value }
        if changes[.date] != nil && changes[.week] == nil { form.week = "" }
        if changes[.week] != nil && changes[.date] == nil { form.date = "" }
        return form
    }
}
