import TILBrowser
import TILModels

/// Adding an acronym to a category: its outcome.
@MainActor
final class AddToCategoryPage: PageView, AddToCategoryView, CategoryLinkPage {
    private(set) var outcome: AddToCategoryOutcome?
    func showCategories(_ choices: [Choice<TILModels.Category>]) {}
    func finished(_ outcome: AddToCategoryOutcome) { self.outcome = outcome }

    func sentence(about acronym: Acronym) -> String? { outcome.map { Messages.linked($0, acronym) } }
}
