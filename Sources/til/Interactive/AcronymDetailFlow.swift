import Basics
import TILBrowser
import TILModels
import Terminal

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
        switch Alert.Dismissal(of: screen.takeAlerts()) {
        case .showLogin: return .login
        case .close: return .done  // the acronym is gone: back to the list
        case .stay: break
        }
        while true {
            let canRemove = presenter.detail.canRemoveFromCategory
            let menu =
                "e edit · c add to category" + (canRemove ? " · x remove from category" : "")
                + " · d delete · b back · q quit"
            // The prompt names the acronym, cut so that a long short form leaves room to type.
            let prompt = DisplayWidth.truncate(presenter.acronym.shownShort, to: 20)
            guard let command = shell.choose(menu, prompt: prompt) else { return .quit }
            let end: FlowEnd
            switch command.verb {
            case "b", "": return .done
            case "q": return .quit
            case "e":
                var gone = false
                var typed: AcronymEditorFlow.Typed?
                end = await shell.whenAuthorized(.editAcronym) {
                    let outcome = await edit(presenter, typed: &typed)
                    gone = outcome.gone
                    return outcome.end
                }
                // Deleted while it was edited (and created again, or not): back to the list.
                if gone { return end }
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
            switch Alert.Dismissal(of: screen.takeAlerts()) {
            case .showLogin: return .login
            case .close: return .done
            case .stay: continue
            }
        }
    }

    /// The editor, and whether the edited acronym turned out to be gone (deleted meanwhile); `typed`
    /// as ``AcronymEditorFlow/run(typed:)`` takes it.
    private func edit(_ presenter: AcronymDetailPresenter, typed: inout AcronymEditorFlow.Typed?) async -> (
        end: FlowEnd, gone: Bool
    ) {
        let (end, saved, gone) = await AcronymEditorFlow(shell: shell, mode: .edit(presenter.acronym))
            .run(typed: &typed)
        if end == .done, !gone, let saved { await presenter.acronymUpdated(saved) }
        return (end, gone)
    }

    /// Add To Category: every category, those the acronym is in checked; a number files it.
    private func addToCategory(_ presenter: AcronymDetailPresenter) async -> FlowEnd {
        let acronym = presenter.acronym
        let picker = AddToCategoryPresenter(
            acronym: acronym, attached: presenter.detail.categories,
            interactor: AddToCategoryInteractor(session: shell.session))
        let screen = AddToCategoryScreen(output: shell.output, acronym: acronym)
        picker.view = screen
        return await pick(for: presenter, "Add \(acronym.shownShort) To Category", picker, screen)
    }

    /// Remove From Category: the acronym's categories; a number takes it out of one.
    private func removeFromCategory(_ presenter: AcronymDetailPresenter) async -> FlowEnd {
        let acronym = presenter.acronym
        let picker = RemoveFromCategoryPresenter(
            acronym: acronym, attached: presenter.detail.categories,
            interactor: RemoveFromCategoryInteractor(session: shell.session))
        let screen = RemoveFromCategoryScreen(output: shell.output, acronym: acronym)
        picker.view = screen
        return await pick(for: presenter, "Remove \(acronym.shownShort) From Category", picker, screen)
    }

    /// Runs a category pick; the detail reloads the acronym's categories when they changed.
    private func pick(
        for presenter: AcronymDetailPresenter, _ heading: String, _ picker: some CategoryPicking,
        _ screen: CategoryLinkScreen
    ) async -> FlowEnd {
        let (end, changed) = await CategoryPickFlow(shell: shell).run(
            heading: heading, picker: picker, screen: screen)
        if end == .done, changed { await presenter.categoriesChanged() }
        return end
    }

    /// Asks, then deletes `acronym`; where to go next, and whether the acronym is gone.
    static func delete(_ acronym: Acronym, shell: InteractiveShell) async -> (end: FlowEnd, deleted: Bool) {
        guard let sure = shell.prompter.confirm("Delete \(acronym.shownShort) (\(acronym.long))?"), sure
        else { return (.done, false) }
        let failure = await AcronymDeletion.delete(acronym, session: shell.session, output: shell.output)
        return (failure?.dismissal == .showLogin ? .login : .done, failure == nil)
    }
}
