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
