import Basics

/// A table as the Metadata API describes it (`GET /v0/meta/bases/{base}/tables`): its `tbl…` id,
/// name, primary field, fields and views.
///
/// The same value describes a table read from a base and a table an app declares once, with stable
/// ids: its schema file, what setup creates (``config``) and the names its records are written
/// under all come from that one declaration.
public struct TableSchema: SchemaElement, Sendable, Hashable {
    /// The `tbl…` id.
    public var id: String
    public var name: String
    /// The id of the primary field, whose value names a record in links and lookups.
    public var primaryFieldId: String
    public var description: String?
    public var fields: [FieldSchema]
    public var views: [ViewSchema]
    /// Other members of the table model (such as `dateDependencySettings`), kept as given.
    public var extra: [String: JSONValue]

    /// - Parameter primaryFieldId: by default the first field's.
    public init(
        id: String, name: String, primaryFieldId: String? = nil, description: String? = nil,
        fields: [FieldSchema], views: [ViewSchema] = [], extra: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.name = name
        self.primaryFieldId = primaryFieldId ?? fields.first?.id ?? ""
        self.description = description
        self.fields = fields
        self.views = views
        self.extra = extra
    }

    /// The table as creating it sends it: its name, description and fields, without ids.
    public var config: NewTable {
        NewTable(name: name, description: description, fields: fields.map(\.config))
    }

    /// The field with id `idOrName`, else the one named exactly `idOrName` (``SchemaLookup``).
    public func field(_ idOrName: String) -> FieldSchema? { fields.first(idOrName: idOrName) }

    /// The field a new field named `name` would clash with: the one so named, ignoring case.
    public func field(clashingWith name: String) -> FieldSchema? { fields.first(clashingWith: name) }
}

extension TableSchema: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue else {
            throw SchemaError("a table needs string \"id\" and \"name\"")
        }
        let fields = try (json["fields"]?.arrayValue ?? []).map(FieldSchema.init(json:))
        let views = try (json["views"]?.arrayValue ?? []).map(ViewSchema.init(json:))
        var extra = json.objectValue ?? [:]
        for member in Self.modelMembers { extra[member] = nil }
        self.init(
            id: id, name: name, primaryFieldId: json["primaryFieldId"]?.stringValue,
            description: json["description"]?.stringValue, fields: fields, views: views, extra: extra)
    }

    public var jsonMembers: JSONMembers {
        [
            ("id", id), ("name", name), ("primaryFieldId", primaryFieldId),
            ("description", description), ("fields", fields), ("views", views),
        ] + extra.keys.sorted().map { ($0, extra[$0]) }
    }

    private static let modelMembers = ["id", "name", "primaryFieldId", "description", "fields", "views"]
}
