import Foundation

/// Checks a JSON value against the subset of JSON Schema the server's OpenAPI document uses: `$ref`
/// (local), `type` (a name or a list), `required`, `properties`, `items` and `format: uuid`.
struct SchemaCheck {
    let document: JSON

    /// What does not fit, each with the JSON path where it was found; empty when `value` fits.
    func problems(_ value: JSON, _ schema: JSON, at path: String) -> [String] {
        if let reference = schema["$ref"]?.string {
            guard let target = resolve(reference) else { return ["\(path): unresolved $ref \(reference)"] }
            return problems(value, target, at: path)
        }
        if let types = allowedTypes(schema), !types.contains(where: { Self.matches(value, type: $0) }) {
            return [
                "\(path): \(value.description.prefix(200)) is not of type \(types.joined(separator: " or "))"
            ]
        }
        var found: [String] = []
        if schema["format"]?.string == "uuid", let text = value.string, UUID(uuidString: text) == nil {
            found.append("\(path): \"\(text)\" is not a UUID")
        }
        if let members = value.object {
            for name in schema["required"]?.array?.compactMap(\.string) ?? [] where members[name] == nil {
                found.append("\(path): required property \"\(name)\" is missing")
            }
            for (name, property) in schema["properties"]?.object ?? [:] {
                if let member = members[name] { found += problems(member, property, at: "\(path).\(name)") }
            }
        }
        if let elements = value.array, let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                found += problems(element, items, at: "\(path)[\(index)]")
            }
        }
        return found
    }

    /// The value a local reference such as `#/components/schemas/Acronym` points to.
    func resolve(_ reference: String) -> JSON? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSON? = document
        for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
                of: "~0", with: "~")
            node = node?[key] ?? Int(key).flatMap { node?[$0] }
        }
        return node
    }

    private func allowedTypes(_ schema: JSON) -> [String]? {
        if let single = schema["type"]?.string { return [single] }
        return schema["type"]?.array?.compactMap(\.string)
    }

    private static func matches(_ value: JSON, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null):
            true
        case ("number", .number): true
        case ("integer", .number(let number)): number == number.rounded()
        default: false
        }
    }
}
