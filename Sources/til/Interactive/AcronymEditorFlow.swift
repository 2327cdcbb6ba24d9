import Basics
import TILBrowser
import TILModels

/// Create/Edit Acronym: asks for the fields (and the owner without logins) until the save works. An
/// acronym deleted elsewhere while it was edited can be created again from what was typed.
@MainActor
struct AcronymEditorFlow {
    let shell: InteractiveShell
    let mode: AcronymEditorMode

    /// What was typed into the fields.
    typealias Typed = (short: String, long: String)

    /// How it ended, the saved acronym when it was saved (a new one, when the edited acronym was gone
    /// and created again), and whether the edited acronym turned out to be gone. `typed` is offered
    /// at first instead of the mode's values (what was typed for an acronym deleted while it was
    /// edited, or in a try a login interrupted), and holds what was typed last when it ends.
    func run(typed: inout Typed?) async -> (end: FlowEnd, saved: Acronym?, gone: Bool) {
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
            let question = "It was deleted while you were editing it. Create it again?"
            guard shell.prompter.confirm(question, default: false) == true else { return .done }
            var retyped: Typed? = (presenter.form.short, presenter.form.long)
            let (end, saved, _) = await AcronymEditorFlow(shell: shell, mode: .create).run(typed: &retyped)
            createdAgain = saved
            return end
        }
        // Offered at the first ask, over the acronym's values: what was typed before. Later tries
        // offer what the presenter shows (what was typed, or another window's change it refused).
        var offered = typed
        // The values the form opened with, before any try changes what it offers.
        let opened = (short: presenter.form.short, long: presenter.form.long)
        let note = mode.takesOver(as: shell.session.loggedInUserID) ? Messages.savingTakesOver : nil
        let end = await shell.untilSaved(presenter.form.title, note: note, screen, whenGone: createAgain) {
            guard
                let short = shell.prompter.askRequired(
                    "Acronym", default: offered?.short ?? presenter.form.short.nonEmpty,
                    missing: Messages.acronymRequired),
                let long = shell.prompter.askRequired(
                    "Meaning", default: offered?.long ?? presenter.form.long.nonEmpty,
                    missing: Messages.meaningRequired)
            else { return nil }
            offered = nil
            typed = (short, long)
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
