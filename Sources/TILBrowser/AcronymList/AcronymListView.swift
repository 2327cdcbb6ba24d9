import Basics
import TILModels

/// The Acronyms tab: a refreshable list of short forms and meanings, swipe to delete.
@MainActor
public protocol AcronymListView: AnyObject {
    func showAcronyms(_ acronyms: [Acronym])
    /// A load started or ended (the app's pull-to-refresh spinner).
    func setLoading(_ isLoading: Bool)
    /// The server deleted `acronym`; the list shown no longer has it.
    func acronymDeleted(_ acronym: Acronym)
    func show(_ alert: Alert)
}
