/// The result of one upsert: the records written, and which were new.
public struct UpsertOutcome: Sendable, Equatable {
    public var records: [MealRecord]
    public var createdIDs: [String]
    public var updatedIDs: [String]

    public init(records: [MealRecord], createdIDs: [String], updatedIDs: [String]) {
        self.records = records
        self.createdIDs = createdIDs
        self.updatedIDs = updatedIDs
    }
}
