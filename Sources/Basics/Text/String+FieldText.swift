extension String {
    /// Whether `self` and `other` say the same as a form field's value: surrounding whitespace and
    /// line breaks left out, since a form round-trips them differently (a one-line input drops line
    /// breaks, a text area sends them as `\n` or `\r\n`). For telling whether another window changed
    /// a field since a form showed it.
    package func isSameFieldText(as other: String) -> Bool {
        trimmed.filter { !$0.isNewline } == other.trimmed.filter { !$0.isNewline }
    }
}
