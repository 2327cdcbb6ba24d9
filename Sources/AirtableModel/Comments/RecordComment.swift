import Basics

/// A comment on a record (`GET/POST /v0/{base}/{table}/{record}/comments`): `{id, author, text,
/// createdTime, lastUpdatedTime, parentCommentId?, mentioned?}`. `lastUpdatedTime` is `null` until
/// the comment is edited; a reply names the comment it answers in `parentCommentId`; `mentioned`
/// maps each user the text mentions (`@[usr…]`) by id.
public struct RecordComment: Sendable, Hashable {
    /// The `com…` id.
    public var id: String
    public var author: CommentUser
    public var text: String
    /// ISO 8601 with milliseconds, as records' `createdTime`.
    public var createdTime: String
    public var lastUpdatedTime: String?
    public var parentCommentId: String?
    public var mentioned: [String: CommentMention]?

    public init(
        id: String, author: CommentUser, text: String, createdTime: String, lastUpdatedTime: String? = nil,
        parentCommentId: String? = nil, mentioned: [String: CommentMention]? = nil
    ) {
        self.id = id
        self.author = author
        self.text = text
        self.createdTime = createdTime
        self.lastUpdatedTime = lastUpdatedTime
        self.parentCommentId = parentCommentId
        self.mentioned = mentioned
    }
}

extension RecordComment: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let text = json["text"]?.stringValue,
            let createdTime = json["createdTime"]?.stringValue, let author = json["author"]
        else {
            throw SchemaError("a comment needs string \"id\", \"text\" and \"createdTime\" and an \"author\"")
        }
        var mentioned: [String: CommentMention]?
        if let members = json["mentioned"]?.objectValue {
            mentioned = [:]
            for (key, value) in members { mentioned?[key] = try CommentMention(json: value) }
        }
        self.init(
            id: id, author: try CommentUser(json: author), text: text, createdTime: createdTime,
            lastUpdatedTime: json["lastUpdatedTime"]?.stringValue,
            parentCommentId: json["parentCommentId"]?.stringValue, mentioned: mentioned)
    }

    /// `lastUpdatedTime` is written as `null` when absent, as Airtable does; `mentioned` only when
    /// the text mentions someone.
    public var jsonMembers: JSONMembers {
        [
            ("id", id), ("author", author), ("text", text), ("createdTime", createdTime),
            ("lastUpdatedTime", lastUpdatedTime.map(JSONValue.string) ?? .null),
            ("parentCommentId", parentCommentId), ("mentioned", mentioned),
        ]
    }
}
