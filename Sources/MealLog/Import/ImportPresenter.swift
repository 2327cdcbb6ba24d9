import Basics

/// Runs an import of CSV text and reports its progress and summary.
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

    /// Imports `text` and shows how it went; returns the report, or `nil` when the text is not a
    /// usable CSV (nothing was sent).
    @discardableResult
    public func start(csv text: String) async -> ImportReport? {
        let csv: MealCSV
        do throws(MealCSVError) {
            csv = try MealCSV(text)
        } catch {
            view?.show(Alert(message: messages.unusable(error), kind: .input))
            return nil
        }
        let messages = messages
        let report = await interactor.run(csv, today: today) { [weak self] progress in
            self?.view?.showProgress(progress, line: messages.progress(progress))
        }
        let stopped = report.stoppedBy.map { error in
            let alert = Alert(error, messages: messages)
            return Alert(
                message: alert.message + "\n" + messages.importStopped(notSent: report.notSent),
                detail: alert.detail, kind: alert.kind)
        }
        if let stopped, report.isEmpty {
            // Nothing was saved or rejected: a summary of zeros would only hide the error.
            view?.show(stopped)
            return report
        }
        view?.showReport(
            report, summary: messages.summary(report),
            reasons: report.rejected.map { messages.reason($0.reason) },
            stopped: stopped)
        return report
    }
}
