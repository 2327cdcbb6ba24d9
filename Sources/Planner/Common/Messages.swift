import Basics

/// The planner's messages about input and outcomes, word for word, for every front end.
public enum Messages {
    public static let nameRequired = "You must specify a name"
    /// What an order whose name is blank is called (``Order/shownName``).
    public static let noName = "(no name)"
    /// Asked at a terminal when the order being edited was deleted elsewhere meanwhile.
    public static let addDeletedOrderAgain =
        "It was deleted while you were editing it. Add it as a new order?"

    /// What a save did, in every front end: "Created order …", "Updated fee, summary of …",
    /// "Marked … done", "Updated fee of … and marked it done" or "Nothing to change in …".
    public static func saved(_ result: OrderEditorResult) -> String {
        let order = result.order
        if result.created { return "Created order \(order.shownName)" }
        if result.changed.isEmpty { return "Nothing to change in \(order.shownName)" }
        let fields = result.changed.filter { $0 != .done }.map(\.rawValue).joined(separator: ", ")
        guard result.changed.contains(.done) else { return "Updated \(fields) of \(order.shownName)" }
        if fields.isEmpty { return marked(order) }
        return "Updated \(fields) of \(order.shownName) and marked it \(order.done ? "done" : "open")"
    }

    /// "Marked … done" or "Marked … open".
    public static func marked(_ order: Order) -> String {
        "Marked \(order.shownName) \(order.done ? "done" : "open")"
    }

    /// "Deleted order …".
    public static func deleted(_ order: Order) -> String { "Deleted order \(order.shownName)" }

    /// Said of a field that another window changed, to another value than this form's, while the
    /// form was open (``OrderEditorPresenter/save(_:openedAs:)``); `now` holds the order's values
    /// as they are.
    public static func changedElsewhere(_ field: OrderField, now: OrderForm) -> String {
        guard let value = now.text(field) else {
            return
                "The order was marked \(now.done ? "done" : "open") while you were editing. \(EditClash.saveAgain)"
        }
        return EditClash.message(field.rawValue, now: value)
    }

    /// Quotes `text` trimmed, as the editor reads it, so a page can match the message to its field.
    /// A date written the right way that names no day (the 30th of February) is told as such; one
    /// with a year of two digits (`31.12.26`) is not written the right way.
    public static func badDeadline(_ text: String) -> String {
        let deadline = text.trimmed
        let examples = "a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
        let parts = deadline.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "." }
        let year = deadline.contains("-") ? parts.first : parts.last
        let isDateShaped =
            parts.count == 3 && year?.count == 4
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard isDateShaped else { return "The deadline '\(deadline)' is not \(examples)" }
        return "The deadline '\(deadline)' is not a day of the calendar: give \(examples)"
    }
    /// A deadline that is a day, but one no order has: more than
    /// ``OrderEditorInteractor/deadlineYears`` years before today. Quotes `text` trimmed, as
    /// ``badDeadline(_:)``.
    public static func farDeadline(_ text: String) -> String {
        "The deadline '\(text.trimmed)' is more than \(OrderEditorInteractor.deadlineYears) years ago: check its year"
    }

    /// Quotes `text` trimmed, as ``badDeadline(_:)``, and says why where the reason is plain: a fee
    /// below zero, more digits than ``Money/init(parsing:)`` reads, or groups of three digits after
    /// a point or comma (`1,500`), which only a thousands separator makes.
    public static func badFee(_ text: String) -> String {
        let fee = text.trimmed
        let example = "an amount like 120, 99.50 or 99,50"
        if fee.hasPrefix("-"), fee.dropFirst().first?.isNumber == true {
            return "The fee '\(fee)' is below zero: give \(example)"
        }
        let whole = fee.prefix { $0 != "." && $0 != "," }
        if whole.count > Money.maxWholeDigits, whole.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "The fee '\(fee)' is too large: give \(example)"
        }
        let groups = fee.split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        if groups.count > 1,
            groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        {
            return "The fee '\(fee)' is not an amount: write it without a thousands separator, as "
                + "\(groups.joined()), or with cents, as 99.50 or 99,50"
        }
        return "The fee '\(fee)' is not \(example)"
    }
    public static let noCustomer = "(no customer)"
    public static let noDeadline = "No deadline"
}
