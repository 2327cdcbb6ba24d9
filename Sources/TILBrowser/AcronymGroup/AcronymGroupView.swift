import Basics
import TILModels

/// A user or a category and its acronyms (not a screen of the book's app; the command line shows it).
@MainActor
public protocol AcronymGroupView: AnyObject {
    func showGroup(_ group: AcronymGroup, acronyms: [Acronym])
    func show(_ alert: Alert)
}
