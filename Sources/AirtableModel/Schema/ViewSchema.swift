import Basics

/// A view of a table (grid, form, calendar, gallery, kanban, timeline, block).
public struct ViewSchema: SchemaElement, Sendable, Hashable {
    /// The `viw…` id.
    public var id: String
    public var name: String
    /// The view's type: ``gridType``, `form`, `calendar`…
    public var type = ViewSchema.gridType
    /// The fields a grid view shows, when the Metadata API was asked for them.
    public var visibleFieldIds: [String]?
    /// The user a personal view belongs to.
    public var personalForUserId: String?
    /// Other members, kept as given: airtable-local's schema files give a view its `filterByFormula`
    /// and `sort` here, which the Metadata API does not show.
    public var extra: [String: JSONValue] = [:]

    /// The type of grid views, the one every new table gets.
    public static let gridType = "grid"

    /// A grid view, named as Airtable names a new table's first view.
    public static func grid(id: String, name: String = "Grid view") -> ViewSchema {
        ViewSchema(id: id, name: name)
    }
}

extension ViewSchema: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue else {
            throw SchemaError("a view needs string \"id\" and \"name\": \(json.jsonText)")
        }
        var extra = json.objectValue ?? [:]
        for member in ["id", "name", "type", "visibleFieldIds", "personalForUserId"] { extra[member] = nil }
        self.init(
            id: id, name: name, type: json["type"]?.stringValue ?? Self.gridType,
            visibleFieldIds: json["visibleFieldIds"]?.arrayValue?.compactMap(\.stringValue),
            personalForUserId: json["personalForUserId"]?.stringValue, extra: extra)
    }

    public var jsonMembers: JSONMembers {
        [
            ("id", id), ("name", name), ("type", type),
            ("personalForUserId", personalForUserId),
            ("visibleFieldIds", visibleFieldIds),
        ] + extra.keys.sorted().map { ($0, extra[$0]) }
    }
}
