import Basics
import TILModels

/// The Acronyms tab: a refreshable list of short forms and meanings, swipe to delete.
@MainActor
public protocol AcronymListView: ListLoadingView {
    func showAcronyms(_ acronyms: [Acronym])
    /// The server deleted `acronym`; the list shown no longer has it.
    func acronymDeleted(_ acronym: Acronym)
}
