import Foundation

/// `REGEX_MATCH REGEX_EXTRACT REGEX_REPLACE`, with `NSRegularExpression` (ICU syntax, close to the
/// RE2 syntax Airtable uses). A pattern that does not compile, or that runs out of time (see
/// `BoundedMatching`), gives an error value, never a crash or a hang.
enum RegexFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("REGEX_MATCH", arity: 2...2) { arguments in
            withMatches(arguments, limit: 1) { _, matches, _ in .bool(!matches.isEmpty) }
        },
        FunctionDefinition("REGEX_EXTRACT", arity: 2...2) { arguments in
            withMatches(arguments, limit: 1) { _, matches, text in
                guard let match = matches.first else { return .blank }
                return .text(NSString(string: text).substring(with: match.range))
            }
        },
        FunctionDefinition("REGEX_REPLACE", arity: 3...3) { arguments in
            withMatches(arguments, limit: .max) { regex, matches, text in
                let template = TextFunctions.text(arguments, 2)
                let source = NSString(string: text)
                var result = ""
                var position = 0
                for match in matches {
                    result += source.substring(
                        with: NSRange(location: position, length: match.range.location - position))
                    result += regex.replacementString(for: match, in: text, offset: 0, template: template)
                    position = match.range.location + match.range.length
                }
                return .text(result + source.substring(from: position))
            }
        },
    ]

    private static func withMatches(
        _ arguments: Arguments, limit: Int,
        _ body: (NSRegularExpression, [NSTextCheckingResult], String) -> FormulaValue
    ) -> FormulaValue {
        let pattern = TextFunctions.text(arguments, 1)
        let text = TextFunctions.text(arguments, 0)
        switch RegexCache.shared.entry(for: pattern) {
        case .invalid:
            return .error("#ERROR!: invalid regular expression \"\(pattern)\"")
        case .tooSlow:
            return .error("#ERROR!: the regular expression \"\(pattern)\" takes too long")
        case .compiled(let regex):
            guard let matches = BoundedMatching.matches(regex, in: text, limit: limit) else {
                RegexCache.shared.markTooSlow(pattern)
                return .error("#ERROR!: the regular expression \"\(pattern)\" takes too long")
            }
            return body(regex, matches, text)
        }
    }
}
