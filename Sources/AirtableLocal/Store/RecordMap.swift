/// A table's records by id, split into 64 buckets so that a write, which copies what it changes
/// while readers still hold the previous snapshot, copies one small bucket instead of the table.
struct RecordMap: Sendable {
    private static let bucketCount = 64
    private var buckets = [[String: StoredRecord]](repeating: [:], count: RecordMap.bucketCount)
    private(set) var count = 0

    /// The bucket of an id: its fourth byte, the first random one of `rec…` ids.
    private static func bucket(_ id: String) -> Int {
        var bytes = id.utf8.makeIterator()
        var byte: UInt8 = 0
        for _ in 0..<4 { byte = bytes.next() ?? byte }
        return Int(byte) & (bucketCount - 1)
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

    /// The pre-rendered JSON of record `id`, read in place (without copying the record).
    func rendered(_ id: String) -> [UInt8]? {
        let bucket = Self.bucket(id)
        guard let index = buckets[bucket].index(forKey: id) else { return nil }
        return buckets[bucket].values[index].rendered
    }

    /// Runs `body` with record `id` read in place; `nil` when there is no such record.
    func withRecord<T>(_ id: String, _ body: (borrowing StoredRecord) -> T) -> T? {
        let bucket = Self.bucket(id)
        guard let index = buckets[bucket].index(forKey: id) else { return nil }
        return body(buckets[bucket].values[index])
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
