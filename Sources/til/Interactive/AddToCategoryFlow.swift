import TILBrowser
import TILModels

/// Add To Category: the categories, those the acronym is in checked; a number files it.
@MainActor
struct AddToCategoryFlow {
    let shell: InteractiveShell
    let acronym: Acronym
    let attached: [TILModels.Category]

    /// How it ended, and whether the acronym was added to a category.
    func run() async -> (FlowEnd, Bool) {
        let presenter = AddToCategoryPresenter(
            acronym: acronym, attached: attached, interactor: AddToCategoryInteractor(session: shell.session))
        let screen = AddToCategoryScreen(output: shell.output, acronym: acronym)
        presenter.view = screen
        return await CategoryPickFlow(shell: shell).run(
            heading: "Add \(acronym.short) To Category", screen: screen, load: presenter.load,
            count: { presenter.categories.count },
            pick: { index in
                await presenter.select(at: index)
                guard let outcome = screen.outcome else { return nil }
                if case .added = outcome { return true }
                return false
            })
    }
}
