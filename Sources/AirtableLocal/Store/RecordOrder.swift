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
