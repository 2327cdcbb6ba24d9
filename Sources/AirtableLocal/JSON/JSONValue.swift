import Foundation
import HTTPServer

/// A JSON value as Airtable bodies, schema files and stored cells hold it.
///
/// Request bodies and schema files are parsed into this once; responses are written from it with
/// `JSONWriter`, so no `JSONEncoder` sits on the hot path.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object, `nil` for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text; throws for text that is not JSON (see `JSONParser`).
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONParser.parse(bytes)
    }
}

extension JSONValue: JSONWritable {
    /// Object members are written with their keys sorted, so output is stable.
    public func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let flag): json.value(flag)
        case .number(let number): json.value(number)
        case .string(let text): json.value(text)
        case .array(let elements):
            json.array { json in
                for element in elements { element.write(to: &json) }
            }
        case .object(let members):
            json.object { json in
                for key in members.keys.sorted() {
                    json.key(key)
                    members[key]?.write(to: &json)
                }
            }
        }
    }

    /// The value as compact JSON text.
    public var jsonText: String {
        var json = JSONWriter()
        write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
