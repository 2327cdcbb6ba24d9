import Basics
import TILModels

/// The Remove From Category screen: the categories the acronym is in (not a screen of the book's app,
/// whose API had the route but no screen for it).
@MainActor
public protocol RemoveFromCategoryView: AnyObject {
    func showCategories(_ categories: [TILModels.Category])
    /// Done: close the screen.
    func finished(_ outcome: RemoveFromCategoryOutcome)
    func show(_ alert: Alert)
}
