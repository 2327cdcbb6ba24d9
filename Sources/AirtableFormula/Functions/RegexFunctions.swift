import Foundation

/// `REGEX_MATCH REGEX_EXTRACT REGEX_REPLACE`, with `NSRegularExpression` (ICU syntax, close to the
/// RE2 syntax Airtable uses). A pattern that does not compile, or that runs out of time (see
/// `BoundedMatching`), gives an error value, never a crash or a hang.
enum RegexFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("REGEX_MATCH", arity: 2...2) { arguments in
            withRegex(arguments) { regex, text, budget in
                var found = false
                let finished = BoundedMatching.enumerate(regex, in: text, within: budget) { _ in
                    found = true
                    return false
                }
                return finished ? .bool(found) : nil
            }
        },
        FunctionDefinition("REGEX_EXTRACT", arity: 2...2) { arguments in
            withRegex(arguments) { regex, text, budget in
                var extracted: FormulaValue = .blank
                let finished = BoundedMatching.enumerate(regex, in: text, within: budget) { match in
                    extracted = .text(NSString(string: text).substring(with: match.range))
                    return false
                }
                return finished ? extracted : nil
            }
        },
        FunctionDefinition("REGEX_REPLACE", arity: 3...3) { arguments in
            withRegex(arguments) { regex, text, budget in
                replace(regex, in: text, with: TextFunctions.text(arguments, 2), within: budget)
            }
        },
    ]

    /// Every match replaced by the template (`$1` for groups), stopping early at the text limit.
    private static func replace(
        _ regex: NSRegularExpression, in text: String, with template: String, within budget: EvaluationBudget?
    ) -> FormulaValue? {
        let source = NSString(string: text)
        var result = ""
        var length = 0
        var position = 0
        var tooLong = false
        let finished = BoundedMatching.enumerate(regex, in: text, within: budget) { match in
            let before = source.substring(
                with: NSRange(location: position, length: match.range.location - position))
            let replacement = regex.replacementString(for: match, in: text, offset: 0, template: template)
            length += before.utf16.count + replacement.utf16.count
            guard TextLimit.allows(length) else {
                tooLong = true
                return false
            }
            result += before + replacement
            position = match.range.location + match.range.length
            return true
        }
        if tooLong { return TextLimit.error }
        return finished ? TextLimit.checked(result + source.substring(from: position)) : nil
    }

    /// Runs `body` with the compiled pattern, the text and the request's budget; `body` answers
    /// `nil` when matching ran out of time. Running out of time is this text's only: the same
    /// pattern may be quick on the next.
    private static func withRegex(
        _ arguments: Arguments, _ body: (NSRegularExpression, String, EvaluationBudget?) -> FormulaValue?
    ) -> FormulaValue {
        let pattern = TextFunctions.text(arguments, 1)
        guard let regex = RegexCache.shared.regex(for: pattern) else {
            return .error("#ERROR!: invalid regular expression \"\(pattern)\"")
        }
        if let value = body(regex, TextFunctions.text(arguments, 0), arguments.environment.budget) {
            return value
        }
        return .error("#ERROR!: the regular expression \"\(pattern)\" takes too long")
    }
}
