import Basics
import TILBrowser
import TILModels

/// Create/Edit Acronym: asks for the fields (and the owner without logins) until the save works.
@MainActor
struct AcronymEditorFlow {
    let shell: InteractiveShell
    let mode: AcronymEditorMode

    /// How it ended, and the saved acronym when it was saved.
    func run() async -> (FlowEnd, Acronym?) {
        let presenter = AcronymEditorPresenter(
            mode: mode, interactor: AcronymEditorInteractor(session: shell.session))
        let screen = AcronymEditorScreen(output: shell.output)
        presenter.view = screen
        await presenter.load()
        switch AlertFollowUp(screen.takeAlerts()) {
        case .login: return (.login, nil)
        case .close: return (.done, nil)
        case .stay: break
        }
        let end = await shell.untilSaved(presenter.form.title, screen) {
            guard
                let short = shell.prompter.askRequired(
                    "Acronym", default: presenter.form.short.nonEmpty, missing: Messages.acronymRequired),
                let long = shell.prompter.askRequired(
                    "Meaning", default: presenter.form.long.nonEmpty, missing: Messages.meaningRequired)
            else { return nil }
            if presenter.form.showsUserPicker, !presenter.users.isEmpty {
                let choices = presenter.userChoices
                let labels = choices.map { "\($0.item.name) (\($0.item.username))" }
                let selected = choices.firstIndex(where: \.isSelected)
                if let index = shell.prompter.choose("User", from: labels, selected: selected) {
                    presenter.selectUser(presenter.users[index])
                }
            }
            await presenter.save(short: short, long: long)
            return screen.saved != nil
        }
        return (end, screen.saved)
    }
}
