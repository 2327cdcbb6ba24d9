import Basics
import MealLog
import Terminal

/// An import: a progress bar on a terminal (one line per batch elsewhere), on standard error; then
/// the summary and the rejected rows, or `{"imported","updated","valid","rejected":[{"line","reason"}]}`.
///
/// The bar measures the file read (rows are read as they are sent), in percent, its label saying
/// the batches and rows sent in words; a stream of unknown size (a pipe) shows the words alone.
@MainActor
final class ImportScreen: Screen, ImportView {
    private let messages: Messages
    private let progressOnTerminal: Bool
    private var bar: LiveProgressBar?
    /// The last batch given a line, when the output is not a terminal.
    private var lastBatchShown = 0

    init(output: Output, messages: Messages, progressOnTerminal: Bool) {
        self.messages = messages
        self.progressOnTerminal = progressOnTerminal
        super.init(output: output)
    }

    /// On a terminal, a bar that Ctrl-C (or SIGTERM) clears, saying how many rows were saved.
    func showProgress(_ progress: ImportProgress, line: String) {
        let errors = output.console.errors
        guard progressOnTerminal else {
            guard progress.batch > lastBatchShown else { return }
            lastBatchShown = progress.batch
            return errors.write(line + "\n")
        }
        let bar =
            bar
            ?? LiveProgressBar(
                progress.byteCount.map { ProgressBar(total: $0, percent: true) } ?? .unknown, sink: errors,
                columns: { TerminalDevice.columns(of: TerminalDevice.standardError, environment: [:]) })
        self.bar = bar
        bar.draw(
            done: progress.bytesRead, label: line,
            ifInterrupted: messages.importInterrupted(saved: progress.created + progress.updated))
    }

    /// An alert starts on a line of its own: the bar's line is ended first, if it is drawn.
    override func show(_ alert: Alert) {
        bar?.finish()
        super.show(alert)
    }

    func showReport(_ report: ImportReport, summary: String, reasons: [String], stopped: Alert?) {
        bar?.finish()
        if output.isJSON {
            output.json(
                ImportJSON(
                    imported: report.imported, updated: report.updated, valid: report.valid,
                    rejected: zip(report.rejected, reasons).map { RejectionJSON(line: $0.line, reason: $1) }))
        } else {
            output.done(summary)
            for rejection in report.shownRejections {
                output.line(untrusted: messages.rejection(rejection), indent: 2)
            }
            if report.unshownRejections > 0 {
                output.line(untrusted: messages.moreRejectedAtTerminal(report.unshownRejections), indent: 2)
            }
        }
        if let stopped { show(stopped) }
    }
}

/// `meallog import --json`.
struct ImportJSON: Encodable {
    let imported: Int
    let updated: Int
    /// Valid rows found: those sent, or with `--check` those that would be.
    let valid: Int
    let rejected: [RejectionJSON]
}

struct RejectionJSON: Encodable {
    let line: Int
    let reason: String
}
