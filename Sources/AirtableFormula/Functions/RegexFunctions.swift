import Foundation

/// `REGEX_MATCH REGEX_EXTRACT REGEX_REPLACE`, with `NSRegularExpression` (ICU syntax, close to the
/// RE2 syntax Airtable uses). A pattern that does not compile gives an error value, never a crash.
enum RegexFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("REGEX_MATCH", arity: 2...2) { arguments in
            withRegex(arguments) { regex, text in
                .bool(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil)
            }
        },
        FunctionDefinition("REGEX_EXTRACT", arity: 2...2) { arguments in
            withRegex(arguments) { regex, text in
                guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                    let range = Range(match.range, in: text)
                else { return .blank }
                return .text(String(text[range]))
            }
        },
        FunctionDefinition("REGEX_REPLACE", arity: 3...3) { arguments in
            withRegex(arguments) { regex, text in
                .text(
                    regex.stringByReplacingMatches(
                        in: text, range: NSRange(text.startIndex..., in: text),
                        withTemplate: TextFunctions.text(arguments, 2)))
            }
        },
    ]

    private static func withRegex(
        _ arguments: Arguments, _ body: (NSRegularExpression, String) -> FormulaValue
    ) -> FormulaValue {
        let pattern = TextFunctions.text(arguments, 1)
        guard let regex = RegexCache.shared.regex(for: pattern) else {
            return .error("#ERROR!: invalid regular expression \"\(pattern)\"")
        }
        return body(regex, TextFunctions.text(arguments, 0))
    }
}
