import TILBrowser
import TILModels

/// Adding an acronym to a category: its outcome.
@MainActor
final class AddToCategoryPage: PageView, AddToCategoryView, CategoryLinkPage {
    private(set) var outcome: AddToCategoryOutcome?
    func showCategories(_ choices: [Choice<TILModels.Category>]) {}
    func finished(_ outcome: AddToCategoryOutcome) { self.outcome = outcome }

    func sentence(about acronym: Acronym) -> String? {
        switch outcome {
        case .added(let category): "Added \(acronym.short) to \(category.name)"
        case .alreadyAttached(let category): "\(acronym.short) is already in \(category.name)"
        case nil: nil
        }
    }
}
