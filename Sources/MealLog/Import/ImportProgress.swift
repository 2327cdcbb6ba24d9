/// Where an import stands: after each batch sent, and as the input is read (every
/// ``ImportInteractor/progressBytes``), for a progress bar or one line per batch.
public struct ImportProgress: Sendable, Equatable {
    /// Batches sent so far.
    public var batch = 0
    /// Valid rows sent so far.
    public var written = 0
    /// Valid rows found so far (sent, waiting in the next batch, or, when only checking, to be sent).
    public var valid = 0
    /// Rows rejected so far.
    public var rejected = 0
    public var created = 0
    public var updated = 0
    /// Bytes of the input read so far, and in all when that is known (a file, not a pipe).
    public var bytesRead = 0
    public var byteCount: Int?

    public init(byteCount: Int? = nil) { self.byteCount = byteCount }

    /// The share of the input read, from 0 to 1; `nil` when its size is not known.
    public var fractionRead: Double? {
        guard let byteCount else { return nil }
        return byteCount == 0 ? 1 : min(1, Double(bytesRead) / Double(byteCount))
    }
}
