/// A parse or resolution problem with a formula.
///
/// `message` is what follows Airtable's "The formula for filtering records is invalid: " prefix:
/// either "Unknown field names: id, foo" (names lower-cased, as Airtable does) or
/// "Invalid formula. Please check your formula text." followed by a precise description of what is
/// wrong and where.
public struct FormulaError: Error, Sendable, Equatable {
    /// The text that follows "The formula for filtering records is invalid: ".
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
