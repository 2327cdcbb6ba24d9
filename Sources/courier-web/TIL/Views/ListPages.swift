import Basics
import TILBrowser
import TILModels
import Web

/// The users, as links to their pages.
@MainActor
final class UserListPage: PageView, UserListView {
    private(set) var users: [User] = []
    func showUsers(_ users: [User]) { self.users = users }
    func setLoading(_ isLoading: Bool) {}
    func loggedOut() {}

    var html: HTML {
        let rows: [HTML] = users.map { user in
            "<li><a href=\"/til/users/\(user.id?.uuidString ?? "")\">\(user.name)</a> <span class=\"meta\">\(user.username)</span></li>"
        }
        let list: HTML = users.isEmpty ? "<p>No users.</p>" : "<ul class=\"cards\">\(rows)</ul>"
        return """
            <h1>Users</h1>\(alertsHTML)
            <p class="actions"><a class="button" href="/til/users/new">Create a user</a></p>
            \(list)
            """
    }
}

/// The categories, as links to their pages.
@MainActor
final class CategoryListPage: PageView, CategoryListView {
    private(set) var categories: [TILModels.Category] = []
    func showCategories(_ categories: [TILModels.Category]) { self.categories = categories }
    func setLoading(_ isLoading: Bool) {}

    var html: HTML {
        let rows: [HTML] = categories.map { category in
            "<li><a href=\"/til/categories/\(category.id?.uuidString ?? "")\">\(category.name)</a></li>"
        }
        let list: HTML = categories.isEmpty ? "<p>No categories.</p>" : "<ul class=\"cards\">\(rows)</ul>"
        return """
            <h1>Categories</h1>\(alertsHTML)
            <p class="actions"><a class="button" href="/til/categories/new">Create a category</a></p>
            \(list)
            """
    }
}

/// A user or a category, with its acronyms.
@MainActor
final class OwnerPage: PageView, AcronymGroupView {
    private(set) var title = ""
    private(set) var subtitle: String?
    private(set) var acronyms: [Acronym] = []

    func showGroup(_ group: AcronymGroup, acronyms: [Acronym]) {
        switch group {
        case .user(let user):
            title = user.name
            subtitle = user.username
        case .category(let category):
            title = category.name
        }
        self.acronyms = acronyms
    }

    var html: HTML {
        let rows: [HTML] = acronyms.map { acronym in
            "<li><a href=\"/til/acronyms/\(acronym.id?.uuidString ?? "")\"><strong>\(acronym.short)</strong></a> \(acronym.long)</li>"
        }
        let subtitle: HTML = self.subtitle.map { "<p class=\"meta\">\($0)</p>" } ?? .empty
        let list: HTML = acronyms.isEmpty ? "<p>none</p>" : "<ul class=\"cards\">\(rows)</ul>"
        return """
            <h1>\(title)</h1>\(subtitle)\(alertsHTML)
            <h2>Acronyms</h2>
            \(list)
            """
    }
}
