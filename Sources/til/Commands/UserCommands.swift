import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til users list|create|show|acronyms`.
@MainActor
enum UserCommands {
    static func list(_ context: CommandContext) async -> ExitCode {
        let presenter = UserListPresenter(
            interactor: UserListInteractor(session: context.session),
            sessionInteractor: SessionInteractor(session: context.session))
        let screen = UserListScreen(output: context.output)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }

    static func create(_ context: CommandContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        let presenter = UserEditorPresenter(interactor: UserEditorInteractor(session: context.session))
        let screen = UserEditorScreen(output: context.output)
        presenter.view = screen
        guard let name = context.field("name", label: "Name"),
            let username = context.field("username", label: "Username")
        else { return .failure }
        let password = presenter.requiresPassword ? context.password() : nil
        await presenter.save(name: name, username: username, password: password)
        return screen.exitCode
    }

    static func show(_ context: CommandContext, acronymsOnly: Bool) async -> ExitCode {
        let user: User
        do throws(TILError) {
            user = try await context.resolver.user(EntityReference(context.invocation.argument("user") ?? ""))
        } catch {
            return context.fail(error)
        }
        let presenter = UserDetailPresenter(
            user: user, interactor: UserDetailInteractor(session: context.session))
        let screen = UserDetailScreen(output: context.output, acronymsOnly: acronymsOnly)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }
}
