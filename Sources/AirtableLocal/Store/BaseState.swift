/// Everything one base holds: its schema and information, its tables' records and their comments, and
/// its webhooks with their payloads.
struct BaseState: Sendable {
    var schema: IndexedBase
    var info: BaseInfo
    var tables: [String: TableData] = [:]
    var comments = RecordComments()
    var webhooks = BaseWebhooks()

    /// The record with `id` in any table of the base (Airtable answers `GET` of a record through
    /// any table of its base).
    func record(_ id: String) -> StoredRecord? {
        for data in tables.values {
            if let record = data.records[id] { return record }
        }
        return nil
    }
}
