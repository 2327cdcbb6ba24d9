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

/// How Remove From Category ended.
public enum RemoveFromCategoryOutcome: Sendable, Equatable {
    /// The acronym was taken out of the category.
    case removed(TILModels.Category)
    /// The acronym was not in the category; nothing was sent.
    case notAttached(TILModels.Category)
}
