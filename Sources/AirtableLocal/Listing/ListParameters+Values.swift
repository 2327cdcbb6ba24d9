import AirtableModel
import Basics

/// Reading the values of list parameters: bracketed keys, booleans (`true/false/1/0`), whole
/// numbers, `cellFormat` and sort directions, each refused with a 422 naming the parameter.
extension ListParameters {
    /// `sort[0][field]` → `(0, "field")`; `fields[]` and `fields[3]` → `(0, "")` and `(3, "")`.
    /// Anything else after the prefix is `nil`: text between or after the brackets, a third
    /// bracket, an index that is not a whole number ≥ 0, an empty key, `x[][key]`.
    static func bracketed(_ name: String, prefix: String) -> (Int, String)? {
        guard name.hasPrefix(prefix + "[") else { return nil }
        var rest = name.dropFirst(prefix.count)
        var parts: [Substring] = []
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            parts.append(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty, let first = parts.first, parts.count <= 2 else { return nil }
        guard parts.count == 2 else {
            return first.isEmpty ? (0, "") : index(first).map { ($0, "") }
        }
        guard let index = index(first), !parts[1].isEmpty, !parts[1].contains("[") else { return nil }
        return (index, String(parts[1]))
    }

    /// `3` from `3`: digits only, so `-1` and `+1` are no index.
    private static func index(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The 422 for a bracketed key of a known parameter that is not of the shape it takes.
    static func malformed(_ name: String, _ shape: String) -> AirtableError {
        .invalidRequest("parameter validation failed: \(AirtableError.echo(name)) is not \(shape)")
    }

    static func boolean(_ text: String, _ name: String) throws(AirtableError) -> Bool {
        switch text.lowercased() {
        case "true", "1", "": return true
        case "false", "0": return false
        default: throw .invalidRequest("\(name) must be true or false")
        }
    }

    static func boolean(_ value: JSONValue?, _ name: String) throws(AirtableError) -> Bool? {
        switch value {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case .number(let number)?: return number != 0
        case .string(let text)?: return try boolean(text, name)
        default: throw .invalidRequest("\(name) must be true or false")
        }
    }

    static func integer(_ text: String, _ name: String) throws(AirtableError) -> Int {
        guard let number = Int(text) else { throw .invalidRequest("\(name) must be a whole number") }
        return number
    }

    static func integer(_ value: JSONValue?, _ name: String) throws(AirtableError) -> Int? {
        switch value {
        case nil, .null?: return nil
        case .number(let number)? where number == number.rounded() && abs(number) < 1e9: return Int(number)
        case .string(let text)?: return try integer(text, name)
        default: throw .invalidRequest("\(name) must be a whole number")
        }
    }

    /// A text member; `nil` when absent or `null`.
    static func string(_ value: JSONValue?, _ name: String) throws(AirtableError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw .invalidRequest("\(name) must be text")
        }
    }

    /// An array of text; `nil` when absent or `null`.
    static func strings(_ value: JSONValue?, _ name: String) throws(AirtableError) -> [String]? {
        switch value {
        case nil, .null?: return nil
        case .array(let items)?:
            var texts: [String] = []
            for item in items {
                guard let text = item.stringValue else {
                    throw .invalidRequest("\(name) must hold only text")
                }
                texts.append(text)
            }
            return texts
        default: throw .invalidRequest("\(name) must be an array of text")
        }
    }

    static func cellFormat(_ text: String) throws(AirtableError) -> Bool {
        switch text {
        case "json": return false
        case "string": return true
        default: throw .invalidRequest("cellFormat must be json or string")
        }
    }

    static func direction(_ direction: String?) throws(AirtableError) -> SortField.Direction {
        guard let direction = SortField.Direction(rawValue: direction ?? "asc") else {
            throw .invalidRequest("sort direction must be asc or desc")
        }
        return direction
    }
}
