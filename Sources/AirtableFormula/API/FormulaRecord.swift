import Basics

/// One record as a formula sees it. The server implements it over its stored cells.
public protocol FormulaRecord {
    /// The record id, `rec…`, for `RECORD_ID()`.
    var recordID: String { get }
    /// For `CREATED_TIME()`.
    var createdTime: Timestamp { get }
    /// For `LAST_MODIFIED_TIME()`.
    var lastModifiedTime: Timestamp { get }
    /// The value of a field, by field id; `.blank` when empty.
    func value(ofField fieldID: String) -> FormulaValue
}
