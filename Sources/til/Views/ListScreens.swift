import Basics
import TILBrowser
import TILModels
import Terminal

/// The acronyms list as a table (or JSON).
@MainActor
final class AcronymListScreen: Screen, AcronymListView {
    func showAcronyms(_ acronyms: [Acronym]) { output.acronyms(acronyms) }
    func setLoading(_ isLoading: Bool) {}
    func acronymDeleted(_ acronym: Acronym) {
        output.done("Deleted acronym \(acronym.short)", json: ["deleted": acronym])
    }
}

/// The users list as a table (or JSON).
@MainActor
final class UserListScreen: Screen, UserListView {
    private(set) var didLogOut = false

    func showUsers(_ users: [User]) { output.users(users) }
    func setLoading(_ isLoading: Bool) {}
    func loggedOut() {
        didLogOut = true
        output.done("Logged out", json: ["loggedOut": true])
    }
}

/// The categories list as a table (or JSON).
@MainActor
final class CategoryListScreen: Screen, CategoryListView {
    func showCategories(_ categories: [TILModels.Category]) { output.categories(categories) }
    func setLoading(_ isLoading: Bool) {}
}
