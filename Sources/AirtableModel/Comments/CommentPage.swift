import Basics

/// One page of a record's comments, newest first: `{"comments":[…],"offset":"…"}`, `offset` set when
/// more follow (send it back as `offset` for the next page) and `null` on the last page, as Airtable
/// writes it (a listing of records leaves it out instead).
public struct CommentPage: Sendable, Hashable {
    public var comments: [RecordComment]
    public var offset: String?

    public init(comments: [RecordComment], offset: String? = nil) {
        self.comments = comments
        self.offset = offset
    }
}

extension CommentPage: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let entries = json["comments"]?.arrayValue else {
            throw SchemaError("a page of comments needs a \"comments\" array")
        }
        var comments: [RecordComment] = []
        for entry in entries { comments.append(try RecordComment(json: entry)) }
        self.init(comments: comments, offset: json["offset"]?.stringValue)
    }

    public var jsonMembers: JSONMembers {
        [("comments", comments), ("offset", offset.map(JSONValue.string) ?? .null)]
    }
}
