import Basics

/// The planner's messages about input, word for word.
public enum Messages {
    public static let nameRequired = "You must specify a name"
    /// Quotes `text` trimmed, as the editor reads it, so a page can match the message to its field.
    public static func badDeadline(_ text: String) -> String {
        "The deadline '\(text.trimmed)' is not a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
    }
    /// Quotes `text` trimmed, as ``badDeadline(_:)``, and says why where the reason is plain: a fee
    /// below zero, or more digits than ``Money/init(parsing:)`` reads.
    public static func badFee(_ text: String) -> String {
        let fee = text.trimmed
        let example = "an amount like 120, 99.50 or 99,50"
        if fee.hasPrefix("-") { return "The fee '\(fee)' is below zero: give \(example)" }
        let whole = fee.prefix { $0 != "." && $0 != "," }
        if whole.count > Money.maxWholeDigits, whole.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "The fee '\(fee)' is too large: give \(example)"
        }
        return "The fee '\(fee)' is not \(example)"
    }
    public static let noCustomer = "(no customer)"
    public static let noDeadline = "No deadline"
}
