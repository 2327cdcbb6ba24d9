import MealLog
import Terminal

/// The base of every terminal screen: prints alerts and remembers the exit code they mean.
@MainActor
class Screen {
    let output: Output
    private(set) var alerts: [MealAlert] = []

    init(output: Output) { self.output = output }

    func show(_ alert: MealAlert) {
        alerts.append(alert)
        output.alert(alert)
    }

    /// The exit code of the first alert shown, or success.
    var exitCode: ExitCode { alerts.first.map { ExitCode($0.kind) } ?? .success }
}
