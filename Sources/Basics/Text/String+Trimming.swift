extension String {
    /// The text without leading and trailing whitespace (spaces, tabs, line breaks).
    package var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Whether the text is empty once whitespace is ignored.
    package var isBlank: Bool { allSatisfy(\.isWhitespace) }

    /// The trimmed text, or `nil` when nothing is left: for optional settings and form fields.
    package var nonBlank: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }

    /// `nil` for the empty string.
    package var nonEmpty: String? { isEmpty ? nil : self }
}
