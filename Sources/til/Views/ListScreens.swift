import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// The acronyms list as a table (or JSON). A search that found nothing exact shows what contains
/// its term, under a line that says so; its JSON stays the server's exact answer, for scripts.
@MainActor
final class AcronymListScreen: Screen, AcronymListView {
    private var match = AcronymSearchMatch.exact

    func showAcronyms(_ acronyms: [Acronym]) {
        // The match is the search's that came just before, if any: a later list is its own.
        defer { match = .exact }
        // After "No acronym is … or contains it", an empty table's "No acronyms." would say it twice.
        if !output.isJSON, match == .none, acronyms.isEmpty { return }
        output.acronyms(output.isJSON && match != .exact ? [] : acronyms)
    }
    func showSearchMatch(_ match: AcronymSearchMatch, term: String) {
        self.match = match
        if !output.isJSON, let note = match.note(for: SafeText.line(term)) { output.line(note) }
    }
    func setLoading(_ isLoading: Bool) {}
    func acronymDeleted(_ acronym: Acronym) {
        output.done(Messages.deleted(acronym), json: ["deleted": acronym])
    }
}

/// The users list as a table (or JSON).
@MainActor
final class UserListScreen: Screen, UserListView {
    private(set) var didLogOut = false

    func showUsers(_ users: [User]) { output.users(users) }
    func setLoading(_ isLoading: Bool) {}
    func loggedOut(_ outcome: LogoutOutcome, everywhere: Bool) {
        didLogOut = true
        output.loggedOut(outcome, everywhere: everywhere)
    }
}

/// The categories list as a table (or JSON).
@MainActor
final class CategoryListScreen: Screen, CategoryListView {
    func showCategories(_ categories: [TILModels.Category]) { output.categories(categories) }
    func setLoading(_ isLoading: Bool) {}
}
