extension String {
    /// The text with every scalar that `replacement` maps to a string written as that string, and
    /// every other scalar kept: the one loop behind escaping text for formulas, form headers, HTML
    /// and terminals, each of which only says what it replaces.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
