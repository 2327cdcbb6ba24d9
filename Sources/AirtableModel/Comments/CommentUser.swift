import Basics

/// A comment's author as Airtable shows it: `{"id":"usr…","email":"…","name":"…"}`.
public struct CommentUser: Sendable, Hashable {
    /// The `usr…` id.
    public var id: String
    public var email: String?
    public var name: String?

    public init(id: String, email: String? = nil, name: String? = nil) {
        self.id = id
        self.email = email
        self.name = name
    }
}

extension CommentUser: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue else {
            throw SchemaError("a comment's author needs a string \"id\"")
        }
        self.init(id: id, email: json["email"]?.stringValue, name: json["name"]?.stringValue)
    }

    public var jsonMembers: JSONMembers { [("id", id), ("email", email), ("name", name)] }
}
