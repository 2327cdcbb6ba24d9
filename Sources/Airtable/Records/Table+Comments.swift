import AirtableModel
import Courier
import Foundation

/// A record's comments (`…/{record}/comments`): pages newest first, every page, add (a reply with
/// `parentCommentID`), edit and delete. Airtable lets only a comment's author edit or delete it.
extension Table {
    /// One page of `recordID`'s comments, newest first: at most `pageSize` (1…100, Airtable's
    /// default 100), starting at `offset` (the previous page's ``CommentPage/offset``).
    public func comments(on recordID: String, pageSize: Int? = nil, offset: String? = nil)
        async throws(AirtableError) -> CommentPage
    {
        var query: [URLQueryItem] = []
        if let pageSize { query.append(URLQueryItem(name: "pageSize", value: String(pageSize))) }
        if let offset { query.append(URLQueryItem(name: "offset", value: offset)) }
        return try await client.send(Request(method: .get, path: path(recordID, "comments"), query: query))
    }

    /// Every comment on `recordID`, newest first, following the offsets page by page.
    public func allComments(on recordID: String, pageSize: Int? = nil) async throws(AirtableError)
        -> [RecordComment]
    {
        var comments: [RecordComment] = []
        var offset: String?
        repeat {
            let page = try await self.comments(on: recordID, pageSize: pageSize, offset: offset)
            comments += page.comments
            offset = page.offset
        } while offset != nil
        return comments
    }

    /// Adds a comment to `recordID`, or a reply to comment `parentCommentID`. `@[usr…]` in `text`
    /// mentions that user.
    @discardableResult
    public func addComment(to recordID: String, text: String, parentCommentID: String? = nil)
        async throws(AirtableError) -> RecordComment
    {
        try await client.send(
            .post(path(recordID, "comments"), body: CommentBody(text: text, parentCommentId: parentCommentID))
        )
    }

    /// Changes the text of comment `commentID` on `recordID`.
    @discardableResult
    public func updateComment(_ commentID: String, on recordID: String, text: String)
        async throws(AirtableError) -> RecordComment
    {
        try await client.send(
            .patch(path(recordID, "comments", commentID), body: CommentBody(text: text, parentCommentId: nil))
        )
    }

    /// Deletes comment `commentID` on `recordID`.
    public func deleteComment(_ commentID: String, on recordID: String) async throws(AirtableError) {
        let _: DeletedRecord = try await client.send(
            Request(method: .delete, path: path(recordID, "comments", commentID)))
    }
}

/// `{"text":…,"parentCommentId"?:…}`: a comment to add or a new text.
struct CommentBody: Encodable, Sendable {
    let text: String
    let parentCommentId: String?
}
