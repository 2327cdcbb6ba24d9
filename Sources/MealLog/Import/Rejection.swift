/// A row that was not imported, with the CSV line it is on.
public struct Rejection: Sendable, Equatable {
    public var line: Int
    public var reason: RejectionReason
}

/// Why a row was not imported.
public enum RejectionReason: Sendable, Equatable {
    /// A field is missing or invalid.
    case input(MealInputError)
    /// The row has `found` fields where the header has `expected`.
    case fieldCount(found: Int, expected: Int)
    /// The row is the same meal (same ``Meal/key``) as an earlier line of the file.
    case duplicate(ofLine: Int)
    /// The row's bytes are not UTF-8 text.
    case notText
    /// A quote in the row is never closed, so every line after it was read into the row.
    case unclosedQuote
    /// The row's record is larger than the server takes in one request
    /// (``AirtableLimits/requestBodyBytes``), so it was not sent.
    case tooLarge
    /// The store refused the row with this message.
    case store(String)
}
