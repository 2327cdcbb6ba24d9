import Basics
import TILBrowser
import TILModels

/// The Categories tab: the list, Create Category, a category's acronyms.
@MainActor
struct CategoriesTab {
    let shell: InteractiveShell

    func run() async -> FlowEnd {
        let presenter = CategoryListPresenter(interactor: CategoryListInteractor(session: shell.session))
        let screen = CategoryListScreen(output: shell.output)
        presenter.view = screen
        let menu = TabMenu(shell: shell, heading: "Categories", prompt: "categories", screen: screen)
        return await menu.run(
            load: presenter.load, menu: { "number open · n new · r reload · b back · q quit" },
            handle: { command in
                if command.verb == "n" {
                    // Kept across a login the server asks for during the save.
                    var typed = ""
                    return .after(await shell.whenAuthorized(.createCategory) { await create(typed: &typed) })
                }
                guard let category = menu.row(presenter.categories, for: command) else { return .stay }
                return .after(await shell.showGroup(.category(category)))
            })
    }

    /// Create Category: asks until the save works or the user gives up; a second try, or the form
    /// again after a login, offers the name typed before (`typed`).
    private func create(typed: inout String) async -> FlowEnd {
        let presenter = CategoryEditorPresenter(interactor: CategoryEditorInteractor(session: shell.session))
        let screen = CategoryEditorScreen(output: shell.output)
        presenter.view = screen
        return await shell.untilSaved("Create Category", screen) {
            guard
                let name = shell.prompter.askRequired(
                    "Name", default: typed.nonEmpty, missing: Messages.nameRequired)
            else { return nil }
            typed = name
            await presenter.save(name: name)
            return screen.created != nil
        }
    }
}
