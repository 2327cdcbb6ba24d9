extension String {
    /// The text with its first letter upper-cased and the rest as it is, to start a sentence or a
    /// label with a phrase ("side dish" → "Side dish"), unlike `capitalized`, which upper-cases
    /// every word.
    package var sentenceCased: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
