import Basics

/// A field as creation describes it (`POST …/tables` and `POST …/tables/{table}/fields`): a name, a
/// type and the type's options. ``FieldSchema`` is a field that has an id. The builders
/// (``singleLineText(_:)``, ``date(_:)``, …) fill in the options Airtable requires for each type.
public struct NewField: Sendable, Hashable {
    public var name: String
    public var type: FieldType
    public var description: String?
    /// Type-specific settings, as Airtable's field model documents them.
    public var options: JSONValue?

    public init(name: String, type: FieldType, description: String? = nil, options: JSONValue? = nil) {
        self.name = name
        self.type = type
        self.description = description
        self.options = options
    }
}

extension NewField: JSONObjectModel {
    public var jsonMembers: JSONMembers {
        [
            ("name", name), ("type", type), ("description", description),
            ("options", options),
        ]
    }
}
