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
        let screen = RemoveFromCategoryScreen(output: shell.output, acronym: acronym)
        presenter.view = screen
        return await CategoryPickFlow(shell: shell).run(
            heading: "Remove \(acronym.short) From Category", screen: screen, load: presenter.load,
            count: { presenter.categories.count },
            pick: { index in
                await presenter.select(at: index)
                guard let outcome = screen.outcome else { return nil }
                if case .removed = outcome { return true }
                return false
            })
    }
}
