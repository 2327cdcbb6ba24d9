import MealLog
import Terminal

/// `meallog setup [--demo]`.
@MainActor
enum SetupCommand {
    static func run(_ context: MealLogContext) async -> ExitCode {
        let presenter = SetupPresenter(
            interactor: SetupInteractor(store: context.store), messages: context.messages)
        let screen = SetupScreen(output: context.output, printsJSON: !context.invocation.flag("demo"))
        presenter.view = screen
        guard await presenter.run() else { return screen.exitCode }
        guard context.invocation.flag("demo") else { return .success }
        return await ImportCommand.importCSV(MealCSVReader(text: DemoData.dennysCSV), context)
    }
}
