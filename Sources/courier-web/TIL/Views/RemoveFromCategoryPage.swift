import TILBrowser
import TILModels

/// Taking an acronym out of a category: its outcome.
@MainActor
final class RemoveFromCategoryPage: PageView, RemoveFromCategoryView, CategoryLinkPage {
    private(set) var outcome: RemoveFromCategoryOutcome?
    func showCategories(_ categories: [TILModels.Category]) {}
    func finished(_ outcome: RemoveFromCategoryOutcome) { self.outcome = outcome }

    func sentence(about acronym: Acronym) -> String? { outcome.map { Messages.unlinked($0, acronym) } }
}
