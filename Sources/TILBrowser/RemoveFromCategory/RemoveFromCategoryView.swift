import Basics
import TILModels

/// The Remove From Category screen: the categories the acronym is in.
@MainActor
public protocol RemoveFromCategoryView: AnyObject {
    func showCategories(_ categories: [TILModels.Category])
    /// Done: close the screen.
    func finished(_ outcome: RemoveFromCategoryOutcome)
    func show(_ alert: Alert)
}
