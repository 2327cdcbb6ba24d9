import Basics

/// A base as `GET /v0/meta/bases` lists it: its id, name and what the token may do in it.
public struct BaseSummary: Sendable, Hashable {
    /// The `app…` id.
    public var id: String
    public var name: String
    /// `none`, `read`, `comment`, `edit` or `create`.
    public var permissionLevel: String

    public init(id: String, name: String, permissionLevel: String) {
        self.id = id
        self.name = name
        self.permissionLevel = permissionLevel
    }
}

extension BaseSummary: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue else {
            throw SchemaError("a listed base needs a string \"id\" and \"name\"")
        }
        self.init(id: id, name: name, permissionLevel: json["permissionLevel"]?.stringValue ?? "none")
    }

    public var jsonMembers: JSONMembers {
        [("id", id), ("name", name), ("permissionLevel", permissionLevel)]
    }
}
