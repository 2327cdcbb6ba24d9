import Basics
import Foundation

/// Checks a JSON value against the subset of JSON Schema the server's OpenAPI document uses: `$ref`
/// (local), `type` (a name or a list), `required`, `properties`, `items` and `format: uuid`.
struct SchemaCheck {
    let document: JSONValue

    /// What does not fit, each with the JSON path where it was found; empty when `value` fits.
    func problems(_ value: JSONValue, _ schema: JSONValue, at path: String) -> [String] {
        if let reference = schema["$ref"]?.stringValue {
            guard let target = resolve(reference) else { return ["\(path): unresolved $ref \(reference)"] }
            return problems(value, target, at: path)
        }
        if let types = allowedTypes(schema), !types.contains(where: { Self.matches(value, type: $0) }) {
            return [
                "\(path): \(value.jsonText.prefix(200)) is not of type \(types.joined(separator: " or "))"
            ]
        }
        var found: [String] = []
        if schema["format"]?.stringValue == "uuid", let text = value.stringValue,
            UUID(uuidString: text) == nil
        {
            found.append("\(path): \"\(text)\" is not a UUID")
        }
        if let members = value.objectValue {
            for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            where members[name] == nil {
                found.append("\(path): required property \"\(name)\" is missing")
            }
            for (name, property) in schema["properties"]?.objectValue ?? [:] {
                if let member = members[name] { found += problems(member, property, at: "\(path).\(name)") }
            }
        }
        if let elements = value.arrayValue, let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                found += problems(element, items, at: "\(path)[\(index)]")
            }
        }
        return found
    }

    /// The value a local reference such as `#/components/schemas/Acronym` points to.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = document
        for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
                of: "~0", with: "~")
            node = node?[key] ?? Int(key).flatMap { node?[$0] }
        }
        return node
    }

    private func allowedTypes(_ schema: JSONValue) -> [String]? {
        if let single = schema["type"]?.stringValue { return [single] }
        return schema["type"]?.arrayValue?.compactMap(\.stringValue)
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null):
            true
        case ("number", .number): true
        case ("integer", .number(let number)): number == number.rounded()
        default: false
        }
    }
}
