import Basics

/// What every terminal view of an app's presenter shares: it prints the alerts it is shown and
/// remembers them, so a one-shot command can end with the exit code of the first and an
/// interactive flow can follow their dismissal.
///
/// A tool's screens subclass it and add the app's view protocol, whose `show(_:)` this provides:
///
/// <!-- example context: import Planner
/// @testable import planner
/// @MainActor
/// func example(context: PlannerContext, presenter: TotalsPresenter) async -> ExitCode { EXAMPLE } -->
/// ```swift
/// let screen = TotalsScreen(output: context.output)   // final class TotalsScreen: Screen, TotalsView
/// presenter.view = screen
/// return await screen.exitCode(after: presenter.load)
/// ```
@MainActor
open class Screen {
    public let output: Output
    public private(set) var alerts: [Alert] = []

    public init(output: Output) {
        self.output = output
    }

    /// Prints `alert` and remembers it.
    open func show(_ alert: Alert) {
        alerts.append(alert)
        output.alert(alert)
    }

    /// Success, or the code of the first alert shown.
    public var exitCode: ExitCode {
        alerts.first.map { ExitCode($0.kind) } ?? .success
    }

    /// Whether an alert shown says the request could not be answered now (the server unavailable,
    /// or rate limited), so that sending the same again later may work: a form at a terminal
    /// offers to, keeping what was typed.
    public var mayTryAgain: Bool { alerts.contains { $0.kind == .unavailable || $0.kind == .rateLimited } }

    /// Runs `action` (a presenter's, which shows its outcome here) and returns ``exitCode``.
    public func exitCode(after action: () async -> Void) async -> ExitCode {
        await action()
        return exitCode
    }

    /// The alerts shown since the last call, for interactive flows.
    public func takeAlerts() -> [Alert] {
        defer { alerts = [] }
        return alerts
    }
}
