extension String {
    /// The text without leading and trailing whitespace (spaces, tabs, line breaks).
    /// Text with nothing to trim (most of it) comes back as it is, after looking at the scalars at
    /// its ends only (Unicode's White_Space list, without the property lookup `Character` makes).
    package var trimmed: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
        if !Self.isWhitespace(first) && !Self.isWhitespace(last) { return self }
        guard let start = firstIndex(where: { !$0.isWhitespace }),
            let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[start...end])
    }

    /// Whether `scalar` has Unicode's White_Space property: what `Character.isWhitespace` asks of a
    /// character's first scalar.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            true
        default: false
        }
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
