import Basics

/// The planner's messages about input, word for word.
public enum Messages {
    public static let nameRequired = "You must specify a name"
    public static func badDeadline(_ text: String) -> String {
        "The deadline '\(text)' is not a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
    }
    public static func badFee(_ text: String) -> String {
        "The fee '\(text)' is not an amount like 120, 99.50 or 99,50"
    }
    public static let noCustomer = "(no customer)"
    public static let noDeadline = "No deadline"
}
