/// The longest text a formula may build: 100,000 UTF-16 units, the size of Airtable's long text
/// cells. Without it, `SUBSTITUTE(REPT('x', 99999), 'x', REPT('y', 99999))` would ask for
/// ten billion characters. Longer results are error values.
enum TextLimit {
    static let maximumLength = 100_000

    static var error: FormulaValue {
        .error("#ERROR!: the text would be longer than \(maximumLength) characters")
    }

    /// `text` as a value, or the error when it is too long.
    static func checked(_ text: String) -> FormulaValue {
        text.utf16.count > maximumLength ? error : .text(text)
    }

    /// Whether a result of `length` units is allowed (checked before building it).
    static func allows(_ length: Int) -> Bool {
        length <= maximumLength
    }
}
