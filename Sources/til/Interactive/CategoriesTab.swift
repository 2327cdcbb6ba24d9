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
        while true {
            shell.output.heading("Categories")
            await presenter.load()
            if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
            guard
                let command = shell.choose(
                    "number open · n new · r reload · b back · q quit", prompt: "categories")
            else { return .quit }
            switch command.verb {
            case "", "r": continue
            case "b": return .done
            case "q": return .quit
            case "n":
                let end = await shell.whenAuthorized(.createCategory) { await create() }
                if end != .done { return end }
            default:
                guard let category = command.index.flatMap({ presenter.categories[safe: $0] }) else {
                    shell.output.line("Unknown choice.")
                    continue
                }
                let detail = CategoryDetailPresenter(
                    category: category, interactor: CategoryDetailInteractor(session: shell.session))
                let detailScreen = CategoryDetailScreen(output: shell.output)
                detail.view = detailScreen
                await detail.load()
                _ = detailScreen.takeAlerts()
            }
        }
    }

    /// Create Category: asks until the save works or the user gives up.
    private func create() async -> FlowEnd {
        let presenter = CategoryEditorPresenter(interactor: CategoryEditorInteractor(session: shell.session))
        let screen = CategoryEditorScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Create Category")
        while true {
            guard let name = shell.prompter.ask("Name") else { return .quit }
            await presenter.save(name: name)
            if screen.created != nil { return .done }
            if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
            guard let again = shell.prompter.confirm("Try again?", default: true) else { return .quit }
            if !again { return .done }
        }
    }
}
