/// The comments of one base's records, each record's in creation order.
struct RecordComments: Sendable {
    private var byRecord: [String: [StoredComment]] = [:]
    /// The position the next comment gets.
    private(set) var nextPosition = 1

    /// The comments on `recordID`, oldest first.
    func on(_ recordID: String) -> [StoredComment] { byRecord[recordID] ?? [] }

    /// How many comments `recordID` has (`recordMetadata[]=commentCount`).
    func count(on recordID: String) -> Int { byRecord[recordID]?.count ?? 0 }

    /// The comment `id` on `recordID`, if there is one.
    func comment(_ id: String, on recordID: String) -> StoredComment? {
        byRecord[recordID]?.first { $0.id == id }
    }

    /// Adds `comment` after the others of its record, or replaces the one with its id.
    mutating func put(_ comment: StoredComment) {
        var list = byRecord[comment.recordID] ?? []
        if let index = list.firstIndex(where: { $0.id == comment.id }) {
            list[index] = comment
        } else {
            list.append(comment)
        }
        byRecord[comment.recordID] = list
        nextPosition = max(nextPosition, comment.position + 1)
    }

    /// Removes comment `id` of `recordID`.
    mutating func remove(_ id: String, on recordID: String) {
        byRecord[recordID]?.removeAll { $0.id == id }
        if byRecord[recordID]?.isEmpty == true { byRecord[recordID] = nil }
    }

    /// Removes every comment on `recordID` (the record was deleted).
    mutating func removeAll(on recordID: String) { byRecord[recordID] = nil }
}
