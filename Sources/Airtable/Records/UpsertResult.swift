/// What an upsert did: every record it wrote, and which of them it created or updated.
public struct UpsertResult<Fields: Sendable>: Sendable {
    /// The written records, in the order they were given.
    public var records: [Record<Fields>]
    public var createdRecordIDs: [String]
    public var updatedRecordIDs: [String]

    public init(records: [Record<Fields>], createdRecordIDs: [String], updatedRecordIDs: [String]) {
        self.records = records
        self.createdRecordIDs = createdRecordIDs
        self.updatedRecordIDs = updatedRecordIDs
    }
}
