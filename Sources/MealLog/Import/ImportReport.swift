/// Where an import stands after a batch: for a progress bar, or one line per batch.
public struct ImportProgress: Sendable, Equatable {
    /// Batches sent so far, and in all.
    public var batch: Int
    public var batches: Int
    /// Valid rows written so far, and in all.
    public var written: Int
    public var total: Int
    public var created: Int
    public var updated: Int
}

/// A row that was not imported, with the CSV line it is on.
public struct Rejection: Sendable, Equatable {
    public var line: Int
    public var reason: RejectionReason

    public init(line: Int, reason: RejectionReason) {
        self.line = line
        self.reason = reason
    }
}

/// Why a row was not imported.
public enum RejectionReason: Sendable, Equatable {
    /// A field is missing or invalid.
    case input(MealInputError)
    /// The row has `found` fields where the header has `expected`.
    case fieldCount(found: Int, expected: Int)
    /// The row is the same meal (same ``Meal/key``) as an earlier line of the file.
    case duplicate(ofLine: Int)
    /// The store refused the row with this message.
    case store(String)
}

/// What an import did: the summary the command prints.
public struct ImportReport: Sendable, Equatable {
    /// Rows that became new meals.
    public var imported = 0
    /// Rows that updated a meal already in the table (same natural key).
    public var updated = 0
    /// Rows not imported, by line.
    public var rejected: [Rejection] = []
    /// Set when the import stopped early (the store could not be reached, the login was refused):
    /// rows after the last written batch were not sent, and running the import again resumes it.
    public var stoppedBy: MealStoreError?
    /// Valid rows not sent because the import stopped.
    public var notSent = 0

    public init() {}

    /// Whether no row was imported, updated or rejected (an import that stopped before its first
    /// batch went in, or an empty file).
    public var isEmpty: Bool { imported == 0 && updated == 0 && rejected.isEmpty }

    /// Whether every row was imported or updated.
    public var isComplete: Bool { rejected.isEmpty && stoppedBy == nil }
}
