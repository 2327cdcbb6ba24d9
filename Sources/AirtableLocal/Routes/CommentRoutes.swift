import AirtableModel
import Basics
import HTTPServer

/// A record's comments: list (newest first, `pageSize` ≤ 100 and `offset`), create (a reply names
/// its `parentCommentId`), edit and delete (the author only, Airtable's rule). The record is found
/// through any table of its base, as `GET` of a record is; a missing record or comment is 404
/// `NOT_FOUND`. Deleting a record deletes its comments (`RecordEditor.delete`).
struct CommentRoutes {
    let services: Services

    func list(_ request: Request) throws -> Response {
        let (state, _) = try services.table(request)
        let recordID = try existingRecord(request, in: state)
        var pageSize = AirtableLimits.pageSize
        if let text = request.query["pageSize"] {
            pageSize = try ListParameters.integer(text, "pageSize")
            guard (1...AirtableLimits.pageSize).contains(pageSize) else {
                throw AirtableError.invalidRequest(
                    "pageSize must be between 1 and \(AirtableLimits.pageSize)")
            }
        }
        let newestFirst = Array(state.comments.on(recordID).reversed())
        var start = 0
        if let offset = request.query["offset"], !offset.isEmpty {
            // An offset is the id of the first comment of the next page.
            guard let index = newestFirst.firstIndex(where: { $0.id == offset }) else {
                throw AirtableError.invalidRequest(
                    "offset \(AirtableError.echo(offset)) is not a comment of record \(recordID)")
            }
            start = index
        }
        let end = min(newestFirst.count, start + pageSize)
        let page = CommentPage(
            comments: newestFirst[start..<end].map(\.model),
            offset: end < newestFirst.count ? newestFirst[end].id : nil)
        return Response.json(page)
    }

    func create(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let text = try Self.text(body)
        let parentID = try ListParameters.string(body["parentCommentId"], "parentCommentId")
        let now = Timestamp(services.store.clock.now())
        let comment = try edit(request) { state, changes, recordID throws(AirtableError) in
            if let parentID, state.comments.comment(parentID, on: recordID) == nil {
                throw .invalidRequest(
                    "parentCommentId \(AirtableError.echo(parentID)) is not a comment of record \(recordID)")
            }
            let comment = StoredComment(
                id: AirtableID.make(.comment), recordID: recordID, position: state.comments.nextPosition,
                authorID: TokenUser.user.id, text: text, parentID: parentID, createdTime: now)
            state.comments.put(comment)
            changes.savedComments[comment.id] = recordID
            return comment
        }
        return Response.json(comment.model)
    }

    func update(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let text = try Self.text(body)
        let now = Timestamp(services.store.clock.now())
        let comment = try edit(request) { state, changes, recordID throws(AirtableError) in
            var comment = try Self.ownComment(request, recordID, in: state)
            comment.text = text
            comment.updatedTime = now
            state.comments.put(comment)
            changes.savedComments[comment.id] = recordID
            return comment
        }
        return Response.json(comment.model)
    }

    func delete(_ request: Request) throws -> Response {
        let comment = try edit(request) { state, changes, recordID throws(AirtableError) in
            let comment = try Self.ownComment(request, recordID, in: state)
            state.comments.remove(comment.id, on: recordID)
            changes.deletedComments[comment.id] = recordID
            return comment
        }
        return Response.json(DeletedRecord(id: comment.id))
    }

    /// Runs `body` on the request's base in one write, with the id of the (existing) record.
    private func edit(
        _ request: Request,
        _ body: (inout BaseState, inout ChangeSet, String) throws(AirtableError) -> StoredComment
    ) throws -> StoredComment {
        _ = try services.table(request)
        return try services.store.write(request.parameters["base"] ?? "") { state, changes in
            try body(&state, &changes, try existingRecord(request, in: state))
        }
    }

    /// The id of the record the path names: 404 `NOT_FOUND` when the base has no such record (also
    /// when it was deleted, taking its comments with it).
    private func existingRecord(_ request: Request, in state: BaseState) throws(AirtableError) -> String {
        guard let id = request.parameters["record"], state.record(id) != nil else { throw .notFound }
        return id
    }

    /// The comment the path names, if the token's user wrote it: 404 `NOT_FOUND` when the record has
    /// no such comment, 403 `INVALID_PERMISSIONS` when another user wrote it.
    private static func ownComment(_ request: Request, _ recordID: String, in state: BaseState)
        throws(AirtableError) -> StoredComment
    {
        guard let id = request.parameters["comment"], let comment = state.comments.comment(id, on: recordID)
        else {
            throw .notFound
        }
        guard comment.authorID == TokenUser.user.id else { throw .notPermitted }
        return comment
    }

    /// The body's `text`: required, text, not blank.
    private static func text(_ body: JSONValue) throws(AirtableError) -> String {
        guard let text = try ListParameters.string(body["text"], "text"),
            !text.isBlank
        else { throw .invalidRequest("a comment needs a non-empty \"text\"") }
        return text
    }
}
