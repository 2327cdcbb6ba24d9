import TILBrowser
import TILClient
import Terminal

/// `til login` and `til logout`.
@MainActor
enum AuthCommands {
    static func login(_ context: CommandContext) async -> ExitCode {
        guard context.session.authMode == .token else { return context.fail(.loginsOff) }
        let presenter = LoginPresenter(interactor: SessionInteractor(session: context.session))
        let screen = LoginScreen(output: context.output)
        presenter.view = screen
        guard let username = context.field("username", label: "Username") else { return .failure }
        let password = context.password() ?? ""
        await presenter.login(username: username, password: password)
        return screen.exitCode
    }

    static func logout(_ context: CommandContext) -> ExitCode {
        let presenter = UserListPresenter(
            interactor: UserListInteractor(session: context.session),
            sessionInteractor: SessionInteractor(session: context.session))
        let screen = UserListScreen(output: context.output)
        presenter.view = screen
        presenter.logout()
        return screen.exitCode
    }
}
