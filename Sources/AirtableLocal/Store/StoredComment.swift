import AirtableModel
import Basics

/// One comment on a record as kept in memory and in the data file (`airtable_comments`).
struct StoredComment: Sendable, Equatable {
    var id: String
    var recordID: String
    /// Its place among the base's comments, in creation order (times can tie).
    var position: Int
    var authorID: String
    var text: String
    var parentID: String?
    var createdTime: Timestamp
    /// When its text was last changed; `nil` until then.
    var updatedTime: Timestamp?

    /// The comment as Airtable shows it: the author and mentioned users resolved (`TokenUser`).
    var model: RecordComment {
        var mentioned: [String: CommentMention] = [:]
        for id in CommentMention.mentionedIDs(in: text) {
            if let user = TokenUser.user(id: id) { mentioned[id] = CommentMention(user) }
        }
        return RecordComment(
            id: id, author: TokenUser.user(id: authorID) ?? CommentUser(id: authorID), text: text,
            createdTime: createdTime.iso8601, lastUpdatedTime: updatedTime?.iso8601,
            parentCommentId: parentID,
            mentioned: mentioned.isEmpty ? nil : mentioned)
    }
}
