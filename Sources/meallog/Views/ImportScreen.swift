import Basics
import MealLog
import Terminal

/// An import: a progress bar on a terminal (one line per batch elsewhere), on standard error; then
/// the summary and the rejected rows, or `{"imported","updated","rejected":[{"line","reason"}]}`.
@MainActor
final class ImportScreen: Screen, ImportView {
    private let messages: Messages
    private let progressOnTerminal: Bool
    private var bar: LiveProgressBar?

    init(output: Output, messages: Messages, progressOnTerminal: Bool) {
        self.messages = messages
        self.progressOnTerminal = progressOnTerminal
        super.init(output: output)
    }

    /// On a terminal, a bar that Ctrl-C (or SIGTERM) clears, saying how many rows were saved.
    func showProgress(_ progress: ImportProgress, line: String) {
        let errors = output.console.errors
        guard progressOnTerminal else { return errors.write(line + "\n") }
        let bar = bar ?? LiveProgressBar(ProgressBar(total: progress.total), sink: errors)
        self.bar = bar
        bar.draw(
            done: progress.written, label: "\(progress.batch)/\(progress.batches)",
            ifInterrupted: messages.importInterrupted(
                saved: progress.created + progress.updated, of: progress.total))
        if progress.batch == progress.batches { bar.finish() }
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
                    imported: report.imported, updated: report.updated,
                    rejected: zip(report.rejected, reasons).map { RejectionJSON(line: $0.line, reason: $1) }))
        } else {
            output.done(summary)
            for rejection in report.rejected { output.line(untrusted: "  " + messages.rejection(rejection)) }
        }
        if let stopped { show(stopped) }
    }
}

/// `meallog import --json`.
struct ImportJSON: Encodable {
    let imported: Int
    let updated: Int
    let rejected: [RejectionJSON]
}

struct RejectionJSON: Encodable {
    let line: Int
    let reason: String
}
