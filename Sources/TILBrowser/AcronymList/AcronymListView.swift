import Basics
import TILModels

/// The Acronyms tab: a refreshable list of short forms and meanings, swipe to delete.
@MainActor
public protocol AcronymListView: ListLoadingView {
    func showAcronyms(_ acronyms: [Acronym])
    /// Before a search's acronyms: how they match `term` (``AcronymSearchMatch/note(for:)``).
    func showSearchMatch(_ match: AcronymSearchMatch, term: String)
    /// The server deleted `acronym`; the list shown no longer has it.
    func acronymDeleted(_ acronym: Acronym)
}
