extension String {
    /// The text with every scalar that `replacement` maps to a string written as that string, and
    /// every other scalar kept: the one loop behind escaping text for formulas, form headers, HTML
    /// and terminals, each of which only says what it replaces.
    ///
    /// The text between replacements is copied a run at a time, and text with nothing to replace is
    /// returned as it is: pages escape every value they show.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        let scalars = unicodeScalars
        var result = ""
        var kept = scalars.startIndex
        var index = kept
        while index != scalars.endIndex {
            let next = scalars.index(after: index)
            if let replaced = replacement(scalars[index]) {
                if result.isEmpty { result.reserveCapacity(utf8.count + replaced.utf8.count) }
                result.append(contentsOf: Substring(scalars[kept..<index]))
                result += replaced
                kept = next
            }
            index = next
        }
        guard kept != scalars.startIndex else { return self }
        result.append(contentsOf: Substring(scalars[kept...]))
        return result
    }
}
