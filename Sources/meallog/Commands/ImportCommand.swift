import MealLog
import Terminal

/// `meallog import FILE`: exit 0 when every row went in, 1 when some were rejected, and the store's
/// code when the import stopped early (run it again to resume).
@MainActor
enum ImportCommand {
    static func run(_ context: MealLogContext) async -> ExitCode {
        let path = context.invocation.argument("file") ?? "-"
        switch FileSystem.read(path) {
        case .success(let text):
            return await importText(text, context)
        case .failure(let failure):
            return context.output.fail(failure.alert(path: path, messages: context.messages))
        }
    }

    /// Imports CSV text (a file's, or the bundled demo's) and returns the exit code.
    static func importText(_ text: String, _ context: MealLogContext) async -> ExitCode {
        let presenter = ImportPresenter(
            interactor: ImportInteractor(store: context.store), messages: context.messages,
            today: context.today)
        let screen = ImportScreen(
            output: context.output, messages: context.messages, progressOnTerminal: context.progressOnTerminal
        )
        presenter.view = screen
        let report = await presenter.start(csv: text)
        if screen.exitCode != .success { return screen.exitCode }
        return report?.rejected.isEmpty == false ? .failure : .success
    }
}
