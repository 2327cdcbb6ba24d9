import AirtableModel
import MealLog
import Terminal

/// Setup: what was done to the table.
@MainActor
final class SetupScreen: Screen, SetupView {
    /// Whether the JSON document is setup's own (with `--demo`, the import's is printed instead).
    private let printsJSON: Bool

    init(output: Output, printsJSON: Bool = true) {
        self.printsJSON = printsJSON
        super.init(output: output)
    }

    func tableReady(_ setup: TableSetup, message: String) {
        if output.isJSON {
            guard printsJSON else { return }
            output.json(["table": MealTable.name, "setup": Self.word(setup)])
        } else {
            output.done(message)
        }
    }

    private static func word(_ setup: TableSetup) -> String {
        switch setup {
        case .created: "created"
        case .completed: "completed"
        case .unchanged: "unchanged"
        }
    }
}
