import TILBrowser

/// The login screen: asks until a login works, the username is left empty, or the input ends
/// (Ctrl-D: "Not logged in.", and back, as every form goes back).
@MainActor
struct LoginFlow {
    /// How the login screen ended.
    enum End {
        case loggedIn
        /// An empty username, or the input ended: back without logging in.
        case back
    }

    let shell: InteractiveShell

    func run() async -> End {
        let presenter = LoginPresenter(interactor: SessionInteractor(session: shell.session))
        let screen = LoginScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Log in (an empty username goes back)")
        while true {
            guard let username = shell.prompter.ask("Username") else { return notLoggedIn() }
            if username.allSatisfy(\.isWhitespace) { return .back }
            guard let password = shell.prompter.askSecret("Password") else { return notLoggedIn() }
            await presenter.login(username: username, password: password)
            if screen.loggedIn != nil { return .loggedIn }
        }
    }

    private func notLoggedIn() -> End {
        shell.prompter.console.printError("Not logged in.")
        return .back
    }
}
