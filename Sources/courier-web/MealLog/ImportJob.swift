import Basics
import Courier
import MealLog

/// One browser session's CSV import, run in a task of its own on the server, so that the page can
/// follow it while the rows go out under the rate limit and the browser is free to come back for
/// the result. It is the import presenter's view: it keeps what the presenter shows it.
@MainActor
final class ImportJob {
    /// The words the import was run in (its summary and reasons are in them).
    let messages: Messages
    /// The last batch's progress; `nil` until the first batch is sent.
    private(set) var progress: ImportProgress?
    /// The end of the import: the report, the summary, and why it stopped early, when it did.
    private(set) var outcome: (report: ImportReport, summary: String, stopped: Alert?)?
    /// What stopped the import before it saved or rejected anything (an unusable CSV, no server).
    private(set) var alerts: [Alert] = []
    /// Whether the import has ended.
    private(set) var isDone = false
    private var task: Task<Void, Never>?

    init(messages: Messages) { self.messages = messages }

    /// Starts importing what `csv` reads through `presenter`, which shows this job what happens;
    /// `ended` runs when it ends, however it ends.
    func start(_ presenter: ImportPresenter, csv: MealCSVReader, ended: @escaping @MainActor () -> Void) {
        presenter.view = self
        // An import is not a page: it waits out Airtable's lockouts rather than fail on them, and
        // gives each request the transport's own timeout.
        task = Task {
            await PersonWaits.uncapped { await presenter.start(csv) }
            ended()
            self.isDone = true
        }
    }

    /// Waits for the import to end.
    func finish() async { await task?.value }

    /// Valid rows sent so far, and in all as far as can be told: the valid rows found, scaled up
    /// by the share of the file read (rows are read as they are sent); 0 and 0 before the first report.
    var sent: Int { progress?.written ?? 0 }
    var total: Int {
        guard let progress, let read = progress.fractionRead, read > 0 else { return 0 }
        return max(progress.written, Int((Double(progress.valid) / read).rounded()))
    }
}

extension ImportJob: ImportView {
    func showProgress(_ progress: ImportProgress, line: String) { self.progress = progress }

    /// Keeps the report with the rejected rows its page shows: a finished job is kept for a while,
    /// and a file's rejected rows could hold a great deal of memory.
    func showReport(_ report: ImportReport, summary: String, reasons: [String], stopped: Alert?) {
        outcome = (report.keepingShownRejections(), summary, stopped)
    }

    func show(_ alert: Alert) { alerts.append(alert) }
}
