import Basics
import Foundation

/// `FIND SEARCH LOWER UPPER LEN TRIM LEFT RIGHT MID SUBSTITUTE REPLACE REPT CONCATENATE T VALUE
/// ENCODE_URL_COMPONENT`.
///
/// Positions are 1-based and counted in UTF-16 units (see `UTF16Text`).
enum TextFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("FIND", arity: 2...3) { arguments in
            .number(Double(find(arguments).map { $0 + 1 } ?? 0))
        },
        FunctionDefinition("SEARCH", arity: 2...3) { arguments in
            find(arguments).map { .number(Double($0 + 1)) } ?? .blank
        },
        FunctionDefinition("LOWER", arity: 1...1) { arguments in .text(text(arguments, 0).lowercased()) },
        FunctionDefinition("UPPER", arity: 1...1) { arguments in .text(text(arguments, 0).uppercased()) },
        FunctionDefinition("LEN", arity: 1...1) { arguments in .number(Double(text(arguments, 0).utf16.count))
        },
        FunctionDefinition("TRIM", arity: 1...1) { arguments in
            .text(text(arguments, 0).trimmingCharacters(in: .whitespacesAndNewlines))
        },
        FunctionDefinition("LEFT", arity: 2...2) { arguments in
            .text(UTF16Text(text(arguments, 0)).slice(from: 0, to: integer(arguments, 1)))
        },
        FunctionDefinition("RIGHT", arity: 2...2) { arguments in
            let source = UTF16Text(text(arguments, 0))
            return .text(source.slice(from: source.count - max(0, integer(arguments, 1)), to: source.count))
        },
        FunctionDefinition("MID", arity: 3...3) { arguments in
            let start = max(1, integer(arguments, 1)) - 1
            return .text(
                UTF16Text(text(arguments, 0)).slice(from: start, to: start + max(0, integer(arguments, 2))))
        },
        FunctionDefinition("SUBSTITUTE", arity: 3...4, substitute),
        FunctionDefinition("REPLACE", arity: 4...4) { arguments in
            let source = UTF16Text(text(arguments, 0))
            let start = max(1, integer(arguments, 1)) - 1
            let end = start + max(0, integer(arguments, 2))
            return TextLimit.checked(
                source.slice(from: 0, to: start) + text(arguments, 3)
                    + source.slice(from: end, to: source.count))
        },
        FunctionDefinition("REPT", arity: 2...2) { arguments in
            let unit = text(arguments, 0)
            let times = max(0, integer(arguments, 1))
            // An empty unit repeated a billion times is still empty: answer without looping.
            guard !unit.isEmpty, times > 0 else { return .text("") }
            guard TextLimit.allows(unit.utf16.count * times) else { return TextLimit.error }
            return .text(String(repeating: unit, count: times))
        },
        FunctionDefinition("CONCATENATE", arity: atLeast(1)) { arguments in
            TextLimit.checked(arguments.values.map(Coercion.text).joined())
        },
        FunctionDefinition("T", arity: 1...1) { arguments in
            switch arguments.values[0] {
            case .text: return arguments.values[0]
            case .array(let items) where !items.isEmpty && Coercion.flattened(items).allSatisfy(isText):
                return .text(Coercion.text(arguments.values[0]))
            default: return .blank
            }
        },
        FunctionDefinition("VALUE", arity: 1...1) { arguments in value(text(arguments, 0)) },
        // Everything but ASCII letters, digits and -_.~ is percent-encoded (UTF-8).
        FunctionDefinition("ENCODE_URL_COMPONENT", arity: 1...1) { arguments in
            let source = text(arguments, 0)
            return TextLimit.checked(source.percentEncoded())
        },
    ]

    static func text(_ arguments: Arguments, _ index: Int) -> String {
        arguments[index].map(Coercion.text) ?? ""
    }

    /// A whole-number argument (truncated); missing or not a number counts as 0.
    static func integer(_ arguments: Arguments, _ index: Int) -> Int {
        guard let value = arguments[index], let number = Coercion.number(value), number.isFinite else {
            return 0
        }
        return Int(max(-1e9, min(1e9, number.rounded(.towardZero))))
    }

    private static func isText(_ value: FormulaValue) -> Bool {
        if case .text = value { return true }
        return false
    }

    /// `FIND`/`SEARCH`: the 0-based index of the needle, searching from the optional 0-based start.
    private static func find(_ arguments: Arguments) -> Int? {
        let needle = UTF16Text(text(arguments, 0))
        let haystack = UTF16Text(text(arguments, 1))
        return haystack.firstIndex(of: needle, from: integer(arguments, 2))
    }

    /// `SUBSTITUTE(text, old, new, [which])`: every occurrence, or only the `which`-th (1-based).
    private static func substitute(_ arguments: Arguments) -> FormulaValue {
        let source = text(arguments, 0)
        let old = text(arguments, 1)
        let new = text(arguments, 2)
        guard !old.isEmpty else { return .text(source) }
        let haystack = UTF16Text(source)
        let needle = UTF16Text(old)
        guard arguments.count == 4 else {
            // Matched in UTF-16 units, as FIND matches, and stopped as soon as it is too long.
            var result = ""
            var length = 0
            var position = 0
            while let found = haystack.firstIndex(of: needle, from: position) {
                length += found - position + new.utf16.count
                guard TextLimit.allows(length) else { return TextLimit.error }
                result += haystack.slice(from: position, to: found) + new
                position = found + needle.count
            }
            return TextLimit.checked(result + haystack.slice(from: position, to: haystack.count))
        }
        let which = integer(arguments, 3)
        var start = 0
        var seen = 0
        while let found = haystack.firstIndex(of: needle, from: start) {
            seen += 1
            if seen == which {
                return TextLimit.checked(
                    haystack.slice(from: 0, to: found) + new
                        + haystack.slice(from: found + needle.count, to: haystack.count))
            }
            start = found + needle.count
        }
        return .text(source)
    }

    /// `VALUE`: the number in the text, ignoring currency signs, thousands separators and spaces
    /// ("$1,000" is 1000); an error value when there are no digits.
    private static func value(_ text: String) -> FormulaValue {
        var kept = ""
        for scalar in text.unicodeScalars where "0123456789.-eE".unicodeScalars.contains(scalar) {
            kept.unicodeScalars.append(scalar)
        }
        guard kept.unicodeScalars.contains(where: { "0"..."9" ~= $0 }), let number = Double(kept) else {
            return .error("#ERROR!: VALUE found no number in \"\(text)\"")
        }
        return .number(number)
    }
}
