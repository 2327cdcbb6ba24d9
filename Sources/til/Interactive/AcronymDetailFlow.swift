import TILBrowser
import TILModels

/// An acronym's detail screen: edit, add to or remove from a category, delete.
@MainActor
struct AcronymDetailFlow {
    let shell: InteractiveShell
    let acronym: Acronym

    func run() async -> FlowEnd {
        let presenter = AcronymDetailPresenter(
            acronym: acronym, interactor: AcronymDetailInteractor(session: shell.session))
        let screen = AcronymDetailScreen(output: shell.output)
        presenter.view = screen
        await presenter.load()
        if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
        while true {
            let canRemove = presenter.detail.canRemoveFromCategory
            let menu =
                "e edit · c add to category" + (canRemove ? " · x remove from category" : "")
                + " · d delete · b back · q quit"
            guard let command = shell.choose(menu, prompt: presenter.acronym.short) else { return .quit }
            let end: FlowEnd
            switch command.verb {
            case "b", "": return .done
            case "q": return .quit
            case "e": end = await shell.whenAuthorized(.editAcronym) { await edit(presenter) }
            case "c": end = await shell.whenAuthorized(.addToCategory) { await addToCategory(presenter) }
            case "x" where canRemove:
                end = await shell.whenAuthorized(.removeFromCategory) { await removeFromCategory(presenter) }
            case "d":
                var deleted = false
                end = await shell.whenAuthorized(.deleteAcronym) {
                    let outcome = await Self.delete(presenter.acronym, shell: shell)
                    deleted = outcome.deleted
                    return outcome.end
                }
                // Gone: back to the list. Kept (the answer was no, or the server refused): stay here.
                if deleted { return end }
            default:
                shell.output.line("Unknown choice.")
                continue
            }
            if end != .done { return end }
            if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
        }
    }

    private func edit(_ presenter: AcronymDetailPresenter) async -> FlowEnd {
        let (end, saved) = await AcronymEditorFlow(shell: shell, mode: .edit(presenter.acronym)).run()
        if end == .done, let saved { await presenter.acronymUpdated(saved) }
        return end
    }

    private func addToCategory(_ presenter: AcronymDetailPresenter) async -> FlowEnd {
        let flow = AddToCategoryFlow(
            shell: shell, acronym: presenter.acronym, attached: presenter.detail.categories)
        let (end, added) = await flow.run()
        if end == .done, added { await presenter.categoriesChanged() }
        return end
    }

    private func removeFromCategory(_ presenter: AcronymDetailPresenter) async -> FlowEnd {
        let flow = RemoveFromCategoryFlow(
            shell: shell, acronym: presenter.acronym, attached: presenter.detail.categories)
        let (end, removed) = await flow.run()
        if end == .done, removed { await presenter.categoriesChanged() }
        return end
    }

    /// Asks, then deletes `acronym`; where to go next, and whether the acronym is gone.
    static func delete(_ acronym: Acronym, shell: InteractiveShell) async -> (end: FlowEnd, deleted: Bool) {
        guard let sure = shell.prompter.confirm("Delete \(acronym.short) (\(acronym.long))?") else {
            return (.quit, false)
        }
        guard sure else { return (.done, false) }
        let failure = await AcronymDeletion.delete(acronym, session: shell.session, output: shell.output)
        return (failure?.dismissal == .showLogin ? .login : .done, failure == nil)
    }
}
