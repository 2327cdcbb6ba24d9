import Basics

/// The planner's messages about input, word for word.
public enum Messages {
    public static let nameRequired = "You must specify a name"
    public static func badDeadline(_ text: String) -> String {
        "The deadline '\(text)' is not a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
    }
    /// Says why, where the reason is plain: a fee below zero, or too many digits to be one.
    public static func badFee(_ text: String) -> String {
        let example = "an amount like 120, 99.50 or 99,50"
        let digits = text.trimmed.prefix { $0 != "." && $0 != "," }
        if text.trimmed.hasPrefix("-") { return "The fee '\(text)' is below zero: give \(example)" }
        if digits.count > 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "The fee '\(text)' is too large: give \(example)"
        }
        return "The fee '\(text)' is not \(example)"
    }
    public static let noCustomer = "(no customer)"
    public static let noDeadline = "No deadline"
}
