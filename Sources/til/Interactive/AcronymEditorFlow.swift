import Basics
import TILBrowser
import TILModels

/// Create/Edit Acronym: asks for the fields (and the owner without logins) until the save works. An
/// acronym deleted elsewhere while it was edited can be created again from what was typed.
@MainActor
struct AcronymEditorFlow {
    let shell: InteractiveShell
    let mode: AcronymEditorMode
    /// What the fields offer at first instead of the mode's values: what was typed for an acronym
    /// that was deleted while it was edited.
    var typed: (short: String, long: String)?

    /// How it ended, the saved acronym when it was saved (a new one, when the edited acronym was gone
    /// and created again), and whether the edited acronym turned out to be gone.
    func run() async -> (end: FlowEnd, saved: Acronym?, gone: Bool) {
        let presenter = AcronymEditorPresenter(
            mode: mode, interactor: AcronymEditorInteractor(session: shell.session))
        let screen = AcronymEditorScreen(output: shell.output)
        presenter.view = screen
        await presenter.load()
        switch Alert.Dismissal(of: screen.takeAlerts()) {
        case .showLogin: return (.login, nil, false)
        case .close: return (.done, nil, true)
        case .stay: break
        }
        var gone = false
        var createdAgain: Acronym?
        /// Deleted elsewhere while it was edited: offers to create what was typed as a new acronym.
        func createAgain() async -> FlowEnd {
            gone = true
            guard
                let again = shell.prompter.confirm(
                    "It was deleted while you were editing it. Create it again?", default: false)
            else { return .quit }
            guard again else { return .done }
            let typed = (presenter.form.short, presenter.form.long)
            let (end, saved, _) = await AcronymEditorFlow(shell: shell, mode: .create, typed: typed).run()
            createdAgain = saved
            return end
        }
        // The values the form opened with, before any try changes what it offers.
        let opened = (short: presenter.form.short, long: presenter.form.long)
        let end = await shell.untilSaved(presenter.form.title, screen, whenGone: createAgain) {
            guard
                let short = shell.prompter.askRequired(
                    "Acronym", default: presenter.form.short.nonEmpty ?? typed?.short,
                    missing: Messages.acronymRequired),
                let long = shell.prompter.askRequired(
                    "Meaning", default: presenter.form.long.nonEmpty ?? typed?.long,
                    missing: Messages.meaningRequired)
            else { return nil }
            if presenter.form.showsUserPicker, !presenter.users.isEmpty {
                let choices = presenter.userChoices
                let labels = choices.map { "\($0.item.name) (\($0.item.username))" }
                let selected = choices.firstIndex(where: \.isSelected)
                if let index = shell.prompter.choose("User", from: labels, selected: selected) {
                    presenter.selectUser(presenter.users[index])
                }
            }
            // Asked for as long as the person takes: a field left as it was keeps what another
            // window may have changed it to meanwhile.
            await presenter.save(short: short, long: long, openedAs: opened)
            return screen.saved != nil
        }
        return (end, screen.saved ?? createdAgain, gone)
    }
}
