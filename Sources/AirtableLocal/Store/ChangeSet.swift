/// What one write request changed: records saved or deleted, comments saved or deleted (by id, with
/// their record's id), and whether the schema changed. A deleted record's comments go with it.
struct ChangeSet: Sendable {
    var saved: Set<String> = []
    var deleted: Set<String> = []
    var schemaChanged = false
    var savedComments: [String: String] = [:]
    var deletedComments: [String: String] = [:]

    /// Whether there is anything to store.
    var isEmpty: Bool {
        saved.isEmpty && deleted.isEmpty && !schemaChanged && savedComments.isEmpty && deletedComments.isEmpty
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
