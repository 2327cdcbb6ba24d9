/// What one write request changed: records saved or deleted, comments saved or deleted (by id, with
/// their record's id), whether the schema changed, files uploaded, and which records' attachment cells
/// changed (their files no longer named are dropped). A deleted record's comments and files go with it.
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

    /// Whether there is anything to store.
    var isEmpty: Bool {
        saved.isEmpty && deleted.isEmpty && !schemaChanged && savedComments.isEmpty && deletedComments.isEmpty
            && files.isEmpty
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
