/// A field a form changed that another window changed too, to another value, while the form was
/// open: the save that would overwrite it unseen is refused, and the person is told what the field
/// is now. The sentence of the planner's, the meal log's and the TIL app's editors, and the rule of
/// the last two, which compare text (the planner applies it to its fields read as values: an
/// amount, a day).
public enum EditClash {
    /// Whether saving a field changed here (`changedHere`) as `written` would overwrite another
    /// window's change: the field is `now` something else than both what the form opened with
    /// (line breaks and surrounding whitespace aside, ``Swift/String/isSameFieldText(as:)``) and
    /// what this save writes. The same change made in both windows is no clash.
    public static func clashes(changedHere: Bool, written: String, opened: String, now: String) -> Bool {
        changedHere && written != now && !now.isSameFieldText(as: opened)
    }

    /// What the refusal asks: saving again replaces the other window's change.
    public static let saveAgain = "Save again to replace it with yours."

    /// "The fee was changed to '30.00' while you were editing. Save again to replace it with yours."
    /// (`field` as the form names it; "cleared" when `value` is blank).
    public static func message(_ field: String, now value: String) -> String {
        value.isBlank
            ? "The \(field) was cleared while you were editing. \(saveAgain)"
            : "The \(field) was changed to '\(value)' while you were editing. \(saveAgain)"
    }
}
