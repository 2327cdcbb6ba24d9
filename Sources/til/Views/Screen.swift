import TILBrowser
import Terminal

/// What every `til` view shares: it prints alerts and remembers them, so a command can turn the first
/// into its exit code and an interactive flow can follow the alert's dismissal.
@MainActor
class Screen {
    let output: Output
    private(set) var alerts: [ErrorAlert] = []

    init(output: Output) {
        self.output = output
    }

    func show(_ alert: ErrorAlert) {
        alerts.append(alert)
        output.alert(alert, hintLogin: !output.numbered)
    }

    /// The exit code: success, or the code of the first alert.
    var exitCode: ExitCode {
        alerts.first.map { ExitCode($0.kind) } ?? .success
    }

    /// The alerts shown since the last call, for interactive flows.
    func takeAlerts() -> [ErrorAlert] {
        defer { alerts = [] }
        return alerts
    }
}
