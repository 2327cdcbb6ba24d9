import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til users list|create|show|acronyms`.
@MainActor
enum UserCommands {
    static func list(_ context: TILContext) async -> ExitCode {
        let presenter = UserListPresenter(
            interactor: UserListInteractor(session: context.session),
            sessionInteractor: SessionInteractor(session: context.session))
        let screen = UserListScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode(after: presenter.load)
    }

    static func create(_ context: TILContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        let interactor = UserEditorInteractor(session: context.session)
        let presenter = UserEditorPresenter(interactor: interactor)
        let screen = UserEditorScreen(output: context.output)
        presenter.view = screen
        guard let name = context.field("name", label: "Name", refusing: interactor.problem(name:)),
            let username = context.field(
                "username", label: "Username", refusing: interactor.problem(username:))
        else { return context.formAbandoned() }
        let password = interactor.requiresPassword ? context.password() : nil
        if interactor.requiresPassword, password == nil, context.asksForPassword {
            return context.formAbandoned()
        }
        if interactor.requiresPassword, password == nil, !context.invocation.flag("password-stdin") {
            // No terminal to ask at: say where a script gives it.
            return context.output.fail(
                Alert(
                    message: Messages.passwordRequired,
                    detail: "Give it on standard input with --password-stdin (its first line).", kind: .input)
            )
        }
        return await screen.exitCode {
            await presenter.save(name: name, username: username, password: password)
        }
    }

    static func show(_ context: TILContext, acronymsOnly: Bool) async -> ExitCode {
        await AcronymGroupCommand.show(context, acronymsOnly: acronymsOnly) { resolver throws(TILError) in
            .user(try await resolver.user(context.reference("user")))
        }
    }
}
