import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til categories list|create|show|acronyms`.
@MainActor
enum CategoryCommands {
    static func list(_ context: CommandContext) async -> ExitCode {
        let presenter = CategoryListPresenter(interactor: CategoryListInteractor(session: context.session))
        let screen = CategoryListScreen(output: context.output)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }

    static func create(_ context: CommandContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        let presenter = CategoryEditorPresenter(
            interactor: CategoryEditorInteractor(session: context.session))
        let screen = CategoryEditorScreen(output: context.output)
        presenter.view = screen
        guard let name = context.field("name", label: "Name") else { return .failure }
        await presenter.save(name: name)
        return screen.exitCode
    }

    static func show(_ context: CommandContext, acronymsOnly: Bool) async -> ExitCode {
        let category: TILModels.Category
        do throws(TILError) {
            category = try await context.resolver.category(
                EntityReference(context.invocation.argument("category") ?? ""))
        } catch {
            return context.fail(error)
        }
        let presenter = CategoryDetailPresenter(
            category: category, interactor: CategoryDetailInteractor(session: context.session))
        let screen = CategoryDetailScreen(output: context.output, acronymsOnly: acronymsOnly)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }
}
