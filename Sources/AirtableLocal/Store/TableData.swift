/// The records of one table, in creation order.
struct TableData: Sendable {
    var records = RecordMap()
    var order = RecordOrder()
    var nextAutoNumber = 1

    mutating func insert(_ record: StoredRecord) {
        if records[record.id] == nil { order.append(record.id) }
        records[record.id] = record
        nextAutoNumber = max(nextAutoNumber, record.autoNumber + 1)
    }

    mutating func remove(_ id: String) {
        guard records[id] != nil else { return }
        records[id] = nil
        order.remove(id)
    }

    /// The records in creation order.
    var ordered: [StoredRecord] { order.ids.compactMap { records[$0] } }
}
