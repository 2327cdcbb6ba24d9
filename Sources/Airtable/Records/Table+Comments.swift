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
        var request = commentPage(of: recordID, pageSize: pageSize)
        if let offset { request = request.settingQuery("offset", offset) }
        return try await client.send(request)
    }

    /// Every comment on `recordID`, newest first, following the offsets page by page. An `offset`
    /// that leads back to a page already read, or a hundred empty pages in a row, fail the listing
    /// (`PAGING`).
    public func allComments(on recordID: String, pageSize: Int? = nil) async throws(AirtableError)
        -> [RecordComment]
    {
        let first = commentPage(of: recordID, pageSize: pageSize)
        var comments: [RecordComment] = []
        do {
            for try await page in client.http.pages(first, paging: .offsetInQuery) {
                comments += page.value.comments
            }
        } catch {
            throw AirtableError(error)
        }
        return comments
    }

    /// The first page of `recordID`'s comments.
    private func commentPage(of recordID: String, pageSize: Int?) -> Request<CommentPage> {
        let query = pageSize.map { [URLQueryItem(name: "pageSize", value: String($0))] } ?? []
        return Request(method: .get, path: path(recordID, "comments"), query: query)
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
