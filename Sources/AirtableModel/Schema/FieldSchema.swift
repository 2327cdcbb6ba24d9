import Basics

/// A field of a table as the Metadata API describes it: its `fld…` id, name, type and options.
///
/// The same value describes a field read from a base and a field an app declares (with a stable
/// id); ``config`` is what creating it sends.
public struct FieldSchema: SchemaElement, Sendable, Hashable {
    /// The `fld…` id.
    public var id: String
    public var name: String
    public var type: FieldType
    public var description: String?
    /// Type-specific settings exactly as given (a select's `choices`, a number's `precision`, a
    /// link's `linkedTableId`…); `.null` when given as `null`, `nil` when not given.
    public var options: JSONValue?

    public init(
        id: String, name: String, type: FieldType, description: String? = nil, options: JSONValue? = nil
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.description = description
        self.options = options
    }

    /// A declared field: a stable id and the field a ``NewField`` builder describes.
    public init(id: String, _ field: NewField) {
        self.init(
            id: id, name: field.name, type: field.type, description: field.description, options: field.options
        )
    }

    /// The field as creating it sends it: without ids, its own or its choices' (Airtable makes them).
    public var config: NewField {
        var options = options
        if var members = options?.objectValue, let choices = members["choices"]?.arrayValue {
            members["choices"] = .array(
                choices.map { choice in
                    guard var members = choice.objectValue else { return choice }
                    members["id"] = nil
                    return .object(members)
                })
            options = .object(members)
        }
        return NewField(name: name, type: type, description: description, options: options)
    }
}

extension FieldSchema: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue,
            let type = json["type"]?.stringValue
        else { throw SchemaError("a field needs string \"id\", \"name\" and \"type\": \(json.jsonText)") }
        self.init(
            id: id, name: name, type: FieldType(type), description: json["description"]?.stringValue,
            options: json["options"])
    }

    public var jsonMembers: JSONMembers {
        [
            ("id", id), ("name", name), ("type", type),
            ("description", description), ("options", options),
        ]
    }
}
