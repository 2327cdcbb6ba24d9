import Basics
import HTTPServer

/// One field of a table, as the Metadata API describes it: id, name, type and complete options.
public struct FieldSchema: Sendable, Equatable {
    public var id: String
    public var name: String
    /// Airtable's type name (`singleLineText`, `multipleRecordLinks`, …); unknown types are kept.
    public var type: String
    public var description: String?
    /// The type's options exactly as given (choices, precision, linked table, …; even `null`).
    public var options: JSONValue?

    public init(id: String, name: String, type: String, description: String? = nil, options: JSONValue? = nil)
    {
        self.id = id
        self.name = name
        self.type = type
        self.description = description
        self.options = options
    }

    init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue,
            let type = json["type"]?.stringValue
        else { throw SchemaError("a field needs string \"id\", \"name\" and \"type\": \(json.jsonText)") }
        self.init(
            id: id, name: name, type: type, description: json["description"]?.stringValue,
            options: json["options"])
    }

    /// Field types whose values Airtable computes: writes to them are refused.
    static let computedTypes: Set<String> = [
        "autoNumber", "createdTime", "lastModifiedTime", "formula", "rollup", "count", "lookup",
        "multipleLookupValues", "createdBy", "lastModifiedBy", "button", "aiText", "externalSyncSource",
    ]

    /// Whether Airtable computes this field's values.
    public var isComputed: Bool { Self.computedTypes.contains(type) }

    /// The select choices (`options.choices`), for single and multiple selects.
    var choices: [JSONValue] { options?["choices"]?.arrayValue ?? [] }

    /// The linked table of a `multipleRecordLinks` field.
    var linkedTableID: String? { options?["linkedTableId"]?.stringValue }
    /// The field on the linked table that mirrors this one.
    var inverseLinkFieldID: String? { options?["inverseLinkFieldId"]?.stringValue }
}

extension FieldSchema: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("name", name)
            json.field("type", type)
            if let description { json.field("description", description) }
            if let options { json.field("options", options) }
        }
    }
}

/// A schema file or Metadata API body that cannot be used, and why.
public struct SchemaError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
