/// What one write request changed: records saved or deleted, and whether the schema changed.
struct ChangeSet: Sendable {
    var saved: Set<String> = []
    var deleted: Set<String> = []
    var schemaChanged = false

    mutating func save(_ id: String) {
        saved.insert(id)
        deleted.remove(id)
    }

    mutating func delete(_ id: String) {
        deleted.insert(id)
        saved.remove(id)
    }
}
