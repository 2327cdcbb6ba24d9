import Basics

/// A table as the Metadata API describes it (`GET /v0/meta/bases/{base}/tables`).
public struct TableSchema: Sendable, Hashable, Codable {
    /// The `tbl…` id.
    public var id: String
    public var name: String
    /// The id of the first field, whose value names a record in links and lookups.
    public var primaryFieldId: String
    public var description: String?
    public var fields: [FieldSchema]
    public var views: [ViewSchema]

    public init(
        id: String, name: String, primaryFieldId: String, description: String? = nil,
        fields: [FieldSchema], views: [ViewSchema] = []
    ) {
        self.id = id
        self.name = name
        self.primaryFieldId = primaryFieldId
        self.description = description
        self.fields = fields
        self.views = views
    }

    /// The field with this name (compared case-insensitively, as Airtable does) or id.
    public func field(_ nameOrID: String) -> FieldSchema? {
        fields.first { $0.id == nameOrID } ?? fields.first { $0.name.lowercased() == nameOrID.lowercased() }
    }
}

/// A field of a table: its id, name, type and type-specific options (kept as JSON).
public struct FieldSchema: Sendable, Hashable, Codable {
    /// The `fld…` id.
    public var id: String
    public var name: String
    public var type: FieldType
    public var description: String?
    /// Type-specific settings, such as a select's `choices` or a number's `precision`.
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

    /// The choice names of a single or multiple select field.
    public var choiceNames: [String] {
        guard case .array(let choices)? = options?["choices"] else { return [] }
        return choices.compactMap { $0["name"]?.stringValue }
    }
}

/// A view of a table (grid, form, calendar, gallery, kanban, timeline, block).
public struct ViewSchema: Sendable, Hashable, Codable {
    /// The `viw…` id.
    public var id: String
    public var name: String
    public var type: String
    /// The fields shown, for grid views when asked for.
    public var visibleFieldIds: [String]?

    public init(id: String, name: String, type: String, visibleFieldIds: [String]? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.visibleFieldIds = visibleFieldIds
    }
}
