import Basics
import TILBrowser
import TILModels

/// The Users tab: the list, Create User, a user's acronyms, and Log Out and Log Out Everywhere
/// (when logged in).
@MainActor
struct UsersTab {
    let shell: InteractiveShell

    func run() async -> FlowEnd {
        let presenter = makePresenter()
        let screen = UserListScreen(output: shell.output)
        presenter.view = screen
        let menu = TabMenu(shell: shell, heading: "Users", prompt: "users", screen: screen)
        return await menu.run(
            load: presenter.load,
            menu: {
                let logOut = presenter.canLogOut ? " · l log out (e: everywhere)" : ""
                return "number open · n new\(logOut) · r reload · b back · q quit"
            },
            handle: { command in
                switch command.verb {
                case "l" where presenter.canLogOut:
                    await logout()
                    return .reload
                case "e" where presenter.canLogOut:
                    // As the web page asks: every device's login ends, and none comes back.
                    guard shell.prompter.confirm(Messages.endEveryLogin(of: nil)) == true else {
                        return .stay
                    }
                    await logout(everywhere: true)
                    return .reload
                case "n":
                    // Kept across a login the server asks for during the save.
                    var typed = (name: "", username: "")
                    return .after(await shell.whenAuthorized(.createUser) { await create(typed: &typed) })
                default:
                    guard let user = menu.row(presenter.users, for: command) else { return .stay }
                    return .after(await shell.showGroup(.user(user)))
                }
            })
    }

    /// Log Out: the server revokes the token (with `everywhere`, every login of the user), the login
    /// is forgotten; browsing goes on, and the next write asks for a login again.
    func logout(everywhere: Bool = false) async {
        let presenter = makePresenter()
        let screen = UserListScreen(output: shell.output)
        presenter.view = screen
        await presenter.logout(everywhere: everywhere)
        if screen.didLogOut { shell.root.loggedOut() }
    }

    /// Create User: asks until the save works or the user gives up; a second try, or the form again
    /// after a login, offers what was typed before (`typed`; the password is asked again).
    private func create(typed: inout (name: String, username: String)) async -> FlowEnd {
        let presenter = UserEditorPresenter(interactor: UserEditorInteractor(session: shell.session))
        let screen = UserEditorScreen(output: shell.output)
        presenter.view = screen
        return await shell.untilSaved("Create User", screen) {
            guard
                let name = shell.prompter.askRequired(
                    "Name", default: typed.name.nonEmpty, missing: Messages.nameRequired),
                // Checked as it is typed, so that a `:` is refused before the password is asked for.
                let username = shell.prompter.ask(
                    "Username", default: typed.username.nonEmpty, refusing: presenter.problem(username:))
            else { return nil }
            typed = (name, username)
            var password: String?
            if presenter.requiresPassword {
                guard let typed = shell.prompter.askSecret("Password") else { return nil }
                password = typed
            }
            await presenter.save(name: name, username: username, password: password)
            return screen.created != nil
        }
    }

    private func makePresenter() -> UserListPresenter {
        UserListPresenter(
            interactor: UserListInteractor(session: shell.session),
            sessionInteractor: SessionInteractor(session: shell.session))
    }
}
