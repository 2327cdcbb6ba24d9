/// A table's records by id, split into 64 buckets so that a write, which copies what it changes
/// while readers still hold the previous snapshot, copies one small bucket instead of the table.
struct RecordMap: Sendable {
    private static let bucketCount = 64
    private var buckets = [[String: StoredRecord]](repeating: [:], count: RecordMap.bucketCount)
    private(set) var count = 0

    private static func bucket(_ id: String) -> Int {
        Int(id.utf8.last ?? 0) & (bucketCount - 1)
    }

    subscript(id: String) -> StoredRecord? {
        get { buckets[Self.bucket(id)][id] }
        set {
            let index = Self.bucket(id)
            if let newValue {
                if buckets[index].updateValue(newValue, forKey: id) == nil { count += 1 }
            } else if buckets[index].removeValue(forKey: id) != nil {
                count -= 1
            }
        }
    }

    /// Every record, in no particular order.
    var all: [StoredRecord] { buckets.flatMap(\.values) }
}

/// A table's record ids in creation order, in chunks so that appending copies at most one chunk.
struct RecordOrder: Sendable {
    private static let chunkSize = 512
    private var chunks: [[String]] = []

    mutating func append(_ id: String) {
        if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
            chunks[last].append(id)
        } else {
            chunks.append([id])
        }
    }

    mutating func remove(_ id: String) {
        for index in chunks.indices {
            if let position = chunks[index].firstIndex(of: id) {
                chunks[index].remove(at: position)
                return
            }
        }
    }

    /// Every id, oldest first.
    var ids: [String] { Array(chunks.joined()) }
}
