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

    /// Whether record `id` is there (without copying it).
    func contains(_ id: String) -> Bool { buckets[Self.bucket(id)].index(forKey: id) != nil }

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
