/// What an import did: the summary the command prints.
public struct ImportReport: Sendable, Equatable {
    /// Rows that became new meals.
    public var imported = 0
    /// Rows that updated a meal already in the table (same natural key).
    public var updated = 0
    /// Valid rows found: what an import that only checks (``ImportInteractor/Mode/check``) would send.
    public var valid = 0
    /// Rows not imported, by line: every one, unless the report keeps only those a person is shown
    /// (``keepingShownRejections()``; ``rejectedCount`` counts them all).
    public var rejected: [Rejection] = []

    /// How many rejected rows a person is shown, at a terminal or on the web page: enough to see
    /// what is wrong with a file; the rest are counted (``Messages/moreRejected(_:)``). `--json`
    /// lists every one.
    public static let rejectionsShown = 50

    /// The rejected rows a person is shown, first by line.
    public var shownRejections: ArraySlice<Rejection> { rejected.prefix(Self.rejectionsShown) }

    /// How many rejected rows are counted but not shown.
    public var unshownRejections: Int { rejectedCount - shownRejections.count }

    /// Rejected rows counted but no longer kept in ``rejected`` (``keepingShownRejections()``).
    public private(set) var rejectionsNotKept = 0

    /// How many rows were rejected.
    public var rejectedCount: Int { rejected.count + rejectionsNotKept }

    /// This report with only the rejected rows a person is shown kept, the others counted: what is
    /// kept of a finished import for its page, since a file's rejected rows can be millions.
    public func keepingShownRejections() -> ImportReport {
        var kept = self
        kept.rejected = Array(shownRejections)
        kept.rejectionsNotKept = rejectedCount - kept.rejected.count
        return kept
    }
    /// Set when the import stopped early (the store could not be reached, the login was refused):
    /// rows after the last written batch were not sent, and running the import again resumes it.
    public var stoppedBy: MealStoreError?
    /// Set when the input could not be read to its end (binary, an endless line, an I/O error): the
    /// rows before it were imported or rejected as usual, the rest were never read.
    public var unreadable: MealCSVError?
    /// Valid rows not sent because the import stopped.
    public var notSent = 0
    /// Valid rows of the batch the import stopped on that were sent with no answer saying whether
    /// they were written (``MealStoreError/Cause/outcomeUnknown``): not "not sent", and running
    /// the import again writes each once, as rows are matched by key.
    public var unanswered = 0

    public init() {}

    /// Whether no row was imported, updated or rejected (an import that stopped before its first
    /// batch went in, or an empty file).
    public var isEmpty: Bool { imported == 0 && updated == 0 && rejectedCount == 0 }

    /// Whether every row was imported or updated.
    public var isComplete: Bool { rejectedCount == 0 && stoppedBy == nil && unreadable == nil }
}
