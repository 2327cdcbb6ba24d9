import Basics

/// Runs an import of a CSV and reports its progress and summary.
@MainActor
public final class ImportPresenter {
    public weak var view: (any ImportView)?
    private let interactor: ImportInteractor
    private let messages: Messages
    private let today: Day

    /// - Parameter today: the day rows without a date are dated from (injected).
    public init(interactor: ImportInteractor, messages: Messages, today: Day) {
        self.interactor = interactor
        self.messages = messages
        self.today = today
    }

    /// Imports what `reader` reads and shows how it went; with `mode` ``ImportInteractor/Mode/check``
    /// every row is checked and nothing is sent. Returns the report, or `nil` when the input is not
    /// a usable CSV (nothing was sent).
    @discardableResult
    public func start(_ reader: MealCSVReader, mode: ImportInteractor.Mode = .send) async -> ImportReport? {
        var reader = reader
        do throws(MealCSVError) {
            _ = try reader.header()
        } catch {
            view?.show(Alert(message: messages.unusable(error), kind: .input))
            return nil
        }
        let messages = messages
        let report = await interactor.run(reader, today: today, mode: mode) { [weak self] progress in
            self?.view?.showProgress(progress, line: messages.progress(progress))
        }
        var stopped = report.stoppedBy.map { error in
            var alert = Alert(error, messages: messages)
            // One paragraph (what happened, then what to do), so the reason under it stays with it.
            let ended = alert.message.hasSuffix(".") || alert.message.hasSuffix("。")
            let stop = ended ? messages.text("", " ") : messages.text("。", ". ")
            alert.message +=
                stop + messages.importStopped(notSent: report.notSent, unanswered: report.unanswered)
            return alert
        }
        if stopped == nil, let unreadable = report.unreadable {
            stopped = Alert(message: messages.unusable(unreadable), kind: .input)
        }
        if let stopped, report.isEmpty {
            // Nothing was saved or rejected: a summary of zeros would only hide the error.
            view?.show(stopped)
            return report
        }
        let summary =
            mode == .check
            ? messages.checked(report, stopped: stopped != nil)
            : messages.summary(report, stopped: stopped != nil)
        view?.showReport(
            report, summary: summary,
            reasons: report.rejected.map { messages.reason($0.reason) },
            stopped: stopped)
        return report
    }
}
