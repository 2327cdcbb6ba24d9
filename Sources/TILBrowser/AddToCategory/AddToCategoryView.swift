import Basics
import TILModels

/// The Add To Category screen: every category, those the acronym is in checked.
@MainActor
public protocol AddToCategoryView: AnyObject {
    func showCategories(_ choices: [Choice<TILModels.Category>])
    /// Done: close the screen.
    func finished(_ outcome: AddToCategoryOutcome)
    func show(_ alert: Alert)
}
