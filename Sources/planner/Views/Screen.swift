import Planner
import Terminal

/// What every `planner` view shares: it prints alerts and remembers them, so that a command can turn
/// the first into its exit code and an interactive flow can leave a screen whose order is gone.
@MainActor
class Screen {
    let output: Output
    private(set) var alerts: [PlannerAlert] = []

    init(output: Output) { self.output = output }

    func show(_ alert: PlannerAlert) {
        alerts.append(alert)
        output.alert(alert)
    }

    /// Success, or the code of the first alert.
    var exitCode: ExitCode { alerts.first.map { ExitCode($0.kind) } ?? .success }

    /// The alerts shown since the last call, for interactive flows.
    func takeAlerts() -> [PlannerAlert] {
        defer { alerts = [] }
        return alerts
    }
}
