import Basics
import TILModels

/// A category and its acronyms (not a screen of the book's app; the CLI shows it).
@MainActor
public protocol CategoryDetailView: AnyObject {
    func showCategory(_ category: TILModels.Category, acronyms: [Acronym])
    func show(_ alert: Alert)
}
