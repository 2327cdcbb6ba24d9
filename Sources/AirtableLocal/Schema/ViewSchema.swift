import Basics
import HTTPServer

/// One view of a table. Besides Airtable's `id`, `name`, `type` and `visibleFieldIds`, a schema file
/// may give a view the local-only keys `filterByFormula` and `sort` (`[{"field","direction"}]`),
/// which listing with `view=` applies; the Metadata API does not show them, as Airtable does not.
public struct ViewSchema: Sendable, Equatable {
    public var id: String
    public var name: String
    public var type: String
    public var visibleFieldIds: [String]?
    public var personalForUserId: String?
    public var filterByFormula: String?
    public var sort: [SortSpec]

    public init(id: String, name: String, type: String = "grid", visibleFieldIds: [String]? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.visibleFieldIds = visibleFieldIds
        sort = []
    }

    init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue else {
            throw SchemaError("a view needs string \"id\" and \"name\": \(json.jsonText)")
        }
        self.init(
            id: id, name: name, type: json["type"]?.stringValue ?? "grid",
            visibleFieldIds: json["visibleFieldIds"]?.arrayValue?.compactMap(\.stringValue))
        personalForUserId = json["personalForUserId"]?.stringValue
        filterByFormula = json["filterByFormula"]?.stringValue
        sort = (json["sort"]?.arrayValue ?? []).compactMap { entry in
            entry["field"]?.stringValue.map {
                SortSpec(field: $0, descending: entry["direction"]?.stringValue == "desc")
            }
        }
    }

    /// Writes the view as the Metadata API shows it; `visibleFieldIds` only when asked for.
    func write(to json: inout JSONWriter, includeVisibleFieldIDs: Bool, allFieldIDs: [String]) {
        json.object { json in
            json.field("id", id)
            json.field("name", name)
            json.field("type", type)
            if let personalForUserId { json.field("personalForUserId", personalForUserId) }
            if includeVisibleFieldIDs && type == "grid" {
                json.field("visibleFieldIds", visibleFieldIds ?? allFieldIDs)
            }
        }
    }

    /// The view as stored in the data file, local keys included.
    var storedJSON: JSONValue {
        var members: [String: JSONValue] = ["id": .string(id), "name": .string(name), "type": .string(type)]
        if let visibleFieldIds { members["visibleFieldIds"] = .array(visibleFieldIds.map(JSONValue.string)) }
        if let personalForUserId { members["personalForUserId"] = .string(personalForUserId) }
        if let filterByFormula { members["filterByFormula"] = .string(filterByFormula) }
        if !sort.isEmpty {
            members["sort"] = .array(
                sort.map {
                    .object([
                        "field": .string($0.field), "direction": .string($0.descending ? "desc" : "asc"),
                    ])
                })
        }
        return .object(members)
    }
}

/// One sort key: a field (name or id) and a direction.
public struct SortSpec: Sendable, Equatable {
    public var field: String
    public var descending: Bool

    public init(field: String, descending: Bool) {
        self.field = field
        self.descending = descending
    }
}
