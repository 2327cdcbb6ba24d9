import Basics

/// Airtable's answer to deleting one record, `{"id":"rec…","deleted":true}`, and one comment
/// (`{"id":"com…","deleted":true}`: the same shape).
public struct DeletedRecord: Sendable, Hashable {
    /// The `rec…` (or `com…`) id of what was deleted.
    public var id: String
    public var deleted = true
}

extension DeletedRecord: JSONObjectModel, JSONReadable {
    /// The answer for deleting record `id`.
    public init(id: String) { self.init(id: id, deleted: true) }

    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue else {
            throw SchemaError("a deleted record needs a string \"id\"")
        }
        self.init(id: id, deleted: json["deleted"]?.boolValue ?? false)
    }

    public var jsonMembers: JSONMembers { [("id", id), ("deleted", deleted)] }
}
