import Basics
import TILBrowser
import TILClient
import TILModels
import Web

/// The users, as links to their pages.
@MainActor
final class UserListPage: PageView, UserListView {
    private(set) var users: [User] = []
    func showUsers(_ users: [User]) { self.users = users }
    func setLoading(_ isLoading: Bool) {}
    func loggedOut(_ outcome: LogoutOutcome, everywhere: Bool) {}

    /// The page `paging` shows of the users.
    func html(_ paging: ListPaging) -> HTML {
        listPage(
            "Users", create: ("/til/users/new", "Create a user"), empty: "No users.", items: users,
            paging: paging, path: "/til/users"
        ) { user in
            "<li><div class=\"clamped\"><a href=\"/til/users/\(user.id?.uppercaseText ?? "")\">\(user.name)</a> <span class=\"meta\">\(user.username)</span></div></li>"
        }
    }
}

/// The categories, as links to their pages.
@MainActor
final class CategoryListPage: PageView, CategoryListView {
    private(set) var categories: [TILModels.Category] = []
    func showCategories(_ categories: [TILModels.Category]) { self.categories = categories }
    func setLoading(_ isLoading: Bool) {}

    /// The page `paging` shows of the categories.
    func html(_ paging: ListPaging) -> HTML {
        listPage(
            "Categories", create: ("/til/categories/new", "Create a category"), empty: "No categories.",
            items: categories, paging: paging, path: "/til/categories"
        ) { category in
            "<li><div class=\"clamped\"><a href=\"/til/categories/\(category.id?.uppercaseText ?? "")\">\(category.name)</a></div></li>"
        }
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

    /// The page `paging` shows of its acronyms, on the page at `path`.
    func html(path: String, paging: ListPaging) -> HTML {
        let rows: [HTML] = paging.shown(acronyms).map { acronym in
            "<li><div class=\"clamped\"><a href=\"/til/acronyms/\(acronym.id?.uppercaseText ?? "")\"><strong>\(acronym.shownShort)</strong></a> \(acronym.long)</div></li>"
        }
        let subtitle: HTML = self.subtitle.map { "<p class=\"meta\">\($0)</p>" } ?? .empty
        let list: HTML = acronyms.isEmpty ? "<p>none</p>" : "<ul class=\"cards\">\(rows)</ul>"
        return """
            <h1>\(title)</h1>\(subtitle)\(alertsHTML)
            <h2>Acronyms</h2>
            \(list)\(paging.links(language, href: ListPaging.address(path)))
            """
    }
}

extension PageView {
    /// A list page: its heading, the alerts, a link to create one more, and the page `paging` shows
    /// of `items` (at `path`), each as `row` makes it (or `empty` when there are none).
    func listPage<Item>(
        _ title: String, create: (path: String, label: String), empty: String, items: [Item],
        paging: ListPaging, path: String, row: (Item) -> HTML
    ) -> HTML {
        let rows = paging.shown(items).map(row)
        // A list that could not be read is not said to be empty: the alert says why it is missing.
        let none: HTML = alerts.isEmpty ? "<p>\(empty)</p>" : .empty
        let list: HTML = rows.isEmpty ? none : "<ul class=\"cards\">\(rows)</ul>"
        return """
            <h1>\(title)</h1>\(alertsHTML)
            <p class="actions"><a class="button" href="\(create.path)">\(create.label)</a></p>
            \(list)\(paging.links(language, href: ListPaging.address(path)))
            """
    }
}
