import Basics

/// A user a comment mentions (`@[usr…]` in its text), as its `mentioned` map holds them by id:
/// `{"type":"user","id":"usr…","displayName":"…","email":"…"}`.
public struct CommentMention: Sendable, Hashable {
    /// `user` (Airtable also mentions user groups; airtable-local has only users).
    public var type: String
    /// The `usr…` id.
    public var id: String
    public var displayName: String?
    public var email: String?

    public init(type: String = "user", id: String, displayName: String? = nil, email: String? = nil) {
        self.type = type
        self.id = id
        self.displayName = displayName
        self.email = email
    }

    /// The mention of `user`.
    public init(_ user: CommentUser) {
        self.init(id: user.id, displayName: user.name, email: user.email)
    }

    /// The ids `text` mentions, `@[usr…]`, in order and each once.
    public static func mentionedIDs(in text: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "@[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "]") else { break }
            let id = String(rest[..<end])
            if AirtableID.isValid(id, .user), !ids.contains(id) { ids.append(id) }
            rest = rest[end...]
        }
        return ids
    }
}

extension CommentMention: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue else { throw SchemaError("a mention needs a string \"id\"") }
        self.init(
            type: json["type"]?.stringValue ?? "user", id: id, displayName: json["displayName"]?.stringValue,
            email: json["email"]?.stringValue)
    }

    public var jsonMembers: JSONMembers {
        [("type", type), ("id", id), ("displayName", displayName), ("email", email)]
    }
}
