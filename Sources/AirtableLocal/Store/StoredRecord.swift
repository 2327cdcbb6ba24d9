import AirtableModel
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

extension StoredRecord {
    /// The `att…` ids its attachment cells name (uploaded files not named here are dropped).
    var attachmentIDs: [String] {
        cells.values.flatMap { cell in
            (cell.arrayValue ?? []).compactMap { item in
                item["id"]?.stringValue.flatMap { AirtableID.isValid($0, .attachment) ? $0 : nil }
            }
        }
    }
}
