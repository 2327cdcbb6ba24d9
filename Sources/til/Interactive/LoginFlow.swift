import TILBrowser

/// The login screen: asks until a login works or the input ends.
@MainActor
struct LoginFlow {
    let shell: InteractiveShell

    /// `.done` once logged in, `.quit` when the input ended.
    func run() async -> FlowEnd {
        let presenter = LoginPresenter(interactor: SessionInteractor(session: shell.session))
        let screen = LoginScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Log in (end of input quits)")
        while true {
            guard let username = shell.prompter.ask("Username"),
                let password = shell.prompter.askSecret("Password")
            else { return .quit }
            await presenter.login(username: username, password: password)
            if screen.loggedIn != nil { return .done }
        }
    }
}
