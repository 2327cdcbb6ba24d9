import Basics
import Foundation

/// One record as kept in memory and in the data file: cells keyed by field id, in their canonical
/// stored form (see `CellConverter`); empty cells are absent.
struct StoredRecord: Sendable, Equatable {
    var id: String
    var tableID: String
    var autoNumber: Int
    var createdTime: Timestamp
    var modifiedTime: Timestamp
    var cells: [String: JSONValue]
    /// `createdTime` as Airtable writes it, made once.
    var createdTimeText: String
    /// The record's JSON as a default listing writes it (fields by name, JSON cells), made when the
    /// record is written, so list pages copy bytes; `nil` for tables with fields computed from other
    /// records or the clock (see `BaseState.render`).
    var rendered: [UInt8]?

    init(
        id: String, tableID: String, autoNumber: Int, createdTime: Timestamp, modifiedTime: Timestamp,
        cells: [String: JSONValue]
    ) {
        self.id = id
        self.tableID = tableID
        self.autoNumber = autoNumber
        self.createdTime = createdTime
        self.modifiedTime = modifiedTime
        self.cells = cells
        createdTimeText = createdTime.iso8601
    }
}

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

/// Everything one base holds: its schema and its tables' records.
struct BaseState: Sendable {
    var schema: IndexedBase
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
