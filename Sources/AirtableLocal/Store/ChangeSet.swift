/// What one write request changed: records saved or deleted, whether the schema changed, files
/// uploaded, and which records' attachment cells changed (their files no longer named are dropped).
struct ChangeSet: Sendable {
    var saved: Set<String> = []
    var deleted: Set<String> = []
    var schemaChanged = false
    /// Attachments uploaded by this request, stored in its transaction.
    var files: [StoredFile] = []
    /// Saved records whose attachment cells were written: stored files their cells no longer name go.
    var attachmentsChanged: Set<String> = []

    mutating func save(_ id: String) {
        saved.insert(id)
        deleted.remove(id)
    }

    mutating func delete(_ id: String) {
        deleted.insert(id)
        saved.remove(id)
    }
}
