import Basics

/// What one write request changed: records saved or deleted, comments saved or deleted (by id, with
/// their record's id), whether the schema changed, files uploaded, and which records' attachment cells
/// changed (their files no longer named are dropped), and webhooks saved, deleted or given payloads. A
/// deleted record's comments and files go with it.
struct ChangeSet: Sendable {
    var saved: Set<String> = []
    var deleted: Set<String> = []
    var schemaChanged = false
    var savedComments: [String: String] = [:]
    var deletedComments: [String: String] = [:]
    /// Attachments uploaded by this request, stored in its transaction.
    var files: [StoredFile] = []
    /// Saved records whose attachment cells were written: stored files their cells no longer name go.
    var attachmentsChanged: Set<String> = []
    /// Webhooks created or changed (their payloads are stored apart, as `recordedPayloads`).
    var savedWebhooks: Set<String> = []
    /// Webhooks deleted or gone, with their payloads.
    var deletedWebhooks: Set<String> = []
    /// Payloads recorded by this transaction: the webhook and the payload's cursor.
    var recordedPayloads: [(webhookID: String, cursor: Int)] = []
    /// Payloads recorded before this time are dropped (they are kept a lifetime).
    var payloadsRecordedBefore: Timestamp?

    /// Whether there is anything to store.
    var isEmpty: Bool {
        saved.isEmpty && deleted.isEmpty && !schemaChanged && savedComments.isEmpty && deletedComments.isEmpty
            && files.isEmpty && savedWebhooks.isEmpty && deletedWebhooks.isEmpty && recordedPayloads.isEmpty
            && payloadsRecordedBefore == nil
    }

    mutating func save(_ id: String) {
        saved.insert(id)
        deleted.remove(id)
    }

    mutating func delete(_ id: String) {
        deleted.insert(id)
        saved.remove(id)
    }
}
