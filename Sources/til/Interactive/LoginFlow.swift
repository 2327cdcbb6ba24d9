import TILBrowser

/// The login screen: asks until a login works, the username is left empty, or the input ends.
@MainActor
struct LoginFlow {
    /// How the login screen ended.
    enum End {
        case loggedIn
        /// An empty username: back without logging in.
        case back
        /// The input ended.
        case quit
    }

    let shell: InteractiveShell

    func run() async -> End {
        let presenter = LoginPresenter(interactor: SessionInteractor(session: shell.session))
        let screen = LoginScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Log in (an empty username goes back)")
        while true {
            guard let username = shell.prompter.ask("Username") else { return .quit }
            if username.allSatisfy(\.isWhitespace) { return .back }
            guard let password = shell.prompter.askSecret("Password") else { return .quit }
            await presenter.login(username: username, password: password)
            if screen.loggedIn != nil { return .loggedIn }
        }
    }
}
