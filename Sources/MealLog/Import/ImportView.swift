import Basics

/// The import screen: progress while it runs, then the summary.
@MainActor
public protocol ImportView: AnyObject {
    /// After each batch; `line` is the progress in words, for outputs that are not a terminal.
    func showProgress(_ progress: ImportProgress, line: String)
    /// At the end: `summary`, and the reason of each of `report.rejected`, in the user's language;
    /// `stopped` says why the import ended early, when it did. An import that stopped before it
    /// saved or rejected anything is shown with ``show(_:)`` alone.
    func showReport(_ report: ImportReport, summary: String, reasons: [String], stopped: Alert?)
    func show(_ alert: Alert)
}
