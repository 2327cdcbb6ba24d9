import TILBrowser
import TILModels
import Terminal

/// What Add To Category and Remove From Category show alike: the acronym whose categories change,
/// and whether they did once the pick is over.
@MainActor
class CategoryLinkScreen: Screen {
    let acronym: Acronym
    /// `nil` until a category is picked; then whether the acronym's categories changed.
    var changedCategories: Bool?

    init(output: Output, acronym: Acronym) {
        self.acronym = acronym
        super.init(output: output)
    }
}

/// Add To Category: the categories, those the acronym is in checked, then the outcome.
@MainActor
final class AddToCategoryScreen: CategoryLinkScreen, AddToCategoryView {
    func showCategories(_ choices: [Choice<TILModels.Category>]) { output.categoryChoices(choices) }

    func finished(_ outcome: AddToCategoryOutcome) {
        changedCategories = outcome.changedCategories
        output.categoryLink(outcome, of: acronym)
    }
}

/// Remove From Category: the acronym's categories, then the outcome.
@MainActor
final class RemoveFromCategoryScreen: CategoryLinkScreen, RemoveFromCategoryView {
    func showCategories(_ categories: [TILModels.Category]) { output.categories(categories) }

    func finished(_ outcome: RemoveFromCategoryOutcome) {
        changedCategories = outcome.changedCategories
        output.categoryLink(outcome, of: acronym)
    }
}
