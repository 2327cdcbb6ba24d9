import TILBrowser
import TILModels

/// Remove From Category: the acronym's categories; a number takes it out of one.
@MainActor
struct RemoveFromCategoryFlow {
    let shell: InteractiveShell
    let acronym: Acronym
    let attached: [TILModels.Category]

    /// How it ended, and whether the acronym was taken out of a category.
    func run() async -> (FlowEnd, Bool) {
        let presenter = RemoveFromCategoryPresenter(
            acronym: acronym, attached: attached,
            interactor: RemoveFromCategoryInteractor(session: shell.session))
        let screen = RemoveFromCategoryScreen(output: shell.output, acronym: acronym, listsChoices: true)
        presenter.view = screen
        shell.output.heading("Remove \(acronym.short) From Category")
        await presenter.load()
        switch AlertFollowUp(screen.takeAlerts()) {
        case .login: return (.login, false)
        case .close: return (.done, false)
        case .stay: break
        }
        while true {
            guard let command = shell.choose("number pick · b back", prompt: "category") else {
                return (.quit, false)
            }
            if command.verb == "b" || command.verb.isEmpty { return (.done, false) }
            guard let index = command.index, presenter.categories.indices.contains(index) else {
                shell.output.line("Type a category's number.")
                continue
            }
            await presenter.select(at: index)
            if case .removed = screen.outcome { return (.done, true) }
            if screen.outcome != nil { return (.done, false) }
            if AlertFollowUp(screen.takeAlerts()) == .login { return (.login, false) }
        }
    }
}
