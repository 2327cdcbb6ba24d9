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
                    return .after(await shell.whenAuthorized(.createCategory) { await create() })
                }
                if let category = menu.row(presenter.categories, for: command) { await open(category) }
                return .reload
            })
    }

    /// A category and its acronyms.
    private func open(_ category: TILModels.Category) async {
        let presenter = CategoryDetailPresenter(
            category: category, interactor: CategoryDetailInteractor(session: shell.session))
        let screen = CategoryDetailScreen(output: shell.output)
        presenter.view = screen
        await shell.show(screen, after: presenter.load)
    }

    /// Create Category: asks until the save works or the user gives up.
    private func create() async -> FlowEnd {
        let presenter = CategoryEditorPresenter(interactor: CategoryEditorInteractor(session: shell.session))
        let screen = CategoryEditorScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Create Category")
        return await shell.untilSaved(screen) {
            guard let name = shell.prompter.ask("Name") else { return nil }
            await presenter.save(name: name)
            return screen.created != nil
        }
    }
}
