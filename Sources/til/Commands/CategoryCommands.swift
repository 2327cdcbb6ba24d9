import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til categories list|create|show|acronyms`.
@MainActor
enum CategoryCommands {
    static func list(_ context: TILContext) async -> ExitCode {
        let presenter = CategoryListPresenter(interactor: CategoryListInteractor(session: context.session))
        let screen = CategoryListScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode(after: presenter.load)
    }

    static func create(_ context: TILContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        let presenter = CategoryEditorPresenter(
            interactor: CategoryEditorInteractor(session: context.session))
        let screen = CategoryEditorScreen(output: context.output)
        presenter.view = screen
        guard let name = context.field("name", label: "Name") else { return context.formAbandoned() }
        return await screen.exitCode { await presenter.save(name: name) }
    }

    static func show(_ context: TILContext, acronymsOnly: Bool) async -> ExitCode {
        await AcronymGroupCommand.show(context, acronymsOnly: acronymsOnly) { resolver throws(TILError) in
            .category(try await resolver.category(context.reference("category")))
        }
    }
}
