import Basics
import TILModels

/// A user and the acronyms they own (not a screen of the book's app; the CLI shows it).
@MainActor
public protocol UserDetailView: AnyObject {
    func showUser(_ user: User, acronyms: [Acronym])
    func show(_ alert: Alert)
}
