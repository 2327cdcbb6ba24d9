import MealLog
import Terminal

/// `meallog import FILE`: exit 0 when every row went in, 1 when some were rejected, and the store's
/// code when the import stopped early (run it again to resume). With `--check`, every row is
/// checked and nothing is sent.
@MainActor
enum ImportCommand {
    static func run(_ context: MealLogContext) async -> ExitCode {
        let path = context.invocation.argument("file") ?? "-"
        let mode: ImportInteractor.Mode = context.invocation.flag("check") ? .check : .send
        return await importFile(path, mode: mode, context)
    }

    /// Imports the CSV at `path` (`-`: standard input) and returns the exit code.
    static func importFile(_ path: String, mode: ImportInteractor.Mode = .send, _ context: MealLogContext)
        async
        -> ExitCode
    {
        switch FileSystem.openInput(path) {
        case .success(let file):
            return await importCSV(MealCSVReader(file), mode: mode, context)
        case .failure(let failure):
            return context.output.fail(failure.alert(path: path, messages: context.messages))
        }
    }

    /// Imports what `reader` reads (a file's CSV, or the bundled demo's) and returns the exit code.
    static func importCSV(
        _ reader: MealCSVReader, mode: ImportInteractor.Mode = .send, _ context: MealLogContext
    )
        async -> ExitCode
    {
        let presenter = ImportPresenter(
            interactor: ImportInteractor(store: context.store), messages: context.messages,
            today: context.today)
        let screen = ImportScreen(
            output: context.output, messages: context.messages, progressOnTerminal: context.progressOnTerminal
        )
        presenter.view = screen
        let report = await presenter.start(reader, mode: mode)
        if screen.exitCode != .success { return screen.exitCode }
        return report?.rejected.isEmpty == false ? .failure : .success
    }
}
