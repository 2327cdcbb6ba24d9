import Basics
import TILModels

/// A user or a category and its acronyms, as the command line and the web pages show them.
@MainActor
public protocol AcronymGroupView: AnyObject {
    func showGroup(_ group: AcronymGroup, acronyms: [Acronym])
    func show(_ alert: Alert)
}
