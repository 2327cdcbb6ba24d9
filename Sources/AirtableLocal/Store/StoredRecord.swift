import Foundation

/// One record as kept in memory and in the data file: cells keyed by field id, in their canonical
/// stored form (see `CellConverter`); empty cells are absent.
struct StoredRecord: Sendable, Equatable {
    var id: String
    var tableID: String
    var autoNumber: Int
    var createdTime: Date
    var modifiedTime: Date
    var cells: [String: JSONValue]
    /// `createdTime` as Airtable writes it, made once.
    var createdTimeText: String

    init(
        id: String, tableID: String, autoNumber: Int, createdTime: Date, modifiedTime: Date,
        cells: [String: JSONValue]
    ) {
        self.id = id
        self.tableID = tableID
        self.autoNumber = autoNumber
        self.createdTime = createdTime
        self.modifiedTime = modifiedTime
        self.cells = cells
        createdTimeText = Timestamps.iso(createdTime)
    }
}

/// The records of one table, in creation order.
struct TableData: Sendable {
    var records: [String: StoredRecord] = [:]
    var order: [String] = []
    var nextAutoNumber = 1

    mutating func insert(_ record: StoredRecord) {
        if records.updateValue(record, forKey: record.id) == nil { order.append(record.id) }
        nextAutoNumber = max(nextAutoNumber, record.autoNumber + 1)
    }

    mutating func remove(_ id: String) {
        guard records.removeValue(forKey: id) != nil else { return }
        if let index = order.firstIndex(of: id) { order.remove(at: index) }
    }

    /// The records in creation order.
    var ordered: [StoredRecord] { order.compactMap { records[$0] } }
}

/// Everything one base holds: its schema and its tables' records.
struct BaseState: Sendable {
    var schema: BaseSchema
    var tables: [String: TableData] = [:]

    /// The record with `id` in any table of the base (Airtable answers `GET` of a record through
    /// any table of its base).
    func record(_ id: String) -> StoredRecord? {
        for data in tables.values {
            if let record = data.records[id] { return record }
        }
        return nil
    }
}
