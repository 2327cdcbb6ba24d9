import Foundation

/// A parsed JSON value, for comparing responses by meaning (key order and escaping do not matter).
enum JSON: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Parses `data` (any JSON text, including a bare string or number); see `JSONParser`.
    init(parsing data: Data) throws {
        self = try JSONParser.parse(data)
    }

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSON? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    var object: [String: JSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Compact JSON text with sorted keys, for messages.
    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): "\"\(value)\""
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted().map { "\"\($0)\":\(members[$0]?.description ?? "null")" }
                .joined(separator: ",") + "}"
        }
    }
}
