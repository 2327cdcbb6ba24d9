import Basics
import Foundation
import GitHub
import RepoViewer
import Web

/// The repository viewer's page: the GitHub user field, the listing's sort and Show all, and the
/// results, which the script replaces as the person types.
enum RepositoryListPage {
    @MainActor
    static func page(user: String, listing: ReposApp.Listing, results: HTML, page: PageRequest) -> HTML {
        let sorts: [(RepositoryListOptions.Sort, String)] = [
            (.fullName, "full name"), (.created, "created"), (.updated, "updated"), (.pushed, "pushed"),
        ]
        let options: [HTML] = sorts.map { sort, label in
            sort == listing.sort
                ? "<option value=\"\(sort.rawValue)\" selected>\(label)</option>"
                : "<option value=\"\(sort.rawValue)\">\(label)</option>"
        }
        let all: HTML = listing.allPages ? " checked" : .empty
        let named = user.trimmed
        return Layout.page(
            title: named.isEmpty ? "Repositories" : "\(named)'s repositories", language: .english,
            app: .repos,
            """
            <h1>Repositories</h1>
            <form id="repo-search" method="get" action="/repos/" role="search">
            <label for="github-user">GitHub user</label>
            <input id="github-user" name="user" type="search" value="\(formValue: user)" autocomplete="off" autocapitalize="off" spellcheck="false">
            <label for="sort">Sort</label>
            <select id="sort" name="sort">\(options)</select>
            <label for="all"><input id="all" name="all" type="checkbox" value="1"\(all)> Show all (every page)</label>
            <p class="actions"><button type="submit">Search</button></p>
            </form>
            <p id="results-status" class="visually-hidden" role="status"></p>
            <div id="results">\(results)</div>
            """)
    }

    /// What the view model shows for a search; a failure as every page's alert, so GitHub that
    /// could not be reached is named with `backend`'s hint.
    @MainActor
    static func results(_ state: RepositoryListState?, listing: ReposApp.Listing, backend: Backend) -> HTML {
        switch state {
        case nil, .idle?, .loading?: return .empty
        case .empty(let user)?: return "<p>\(user) has no public repositories.</p>"
        case .error(let user, let failure)?: return failureHTML(failure, user: user, backend: backend)
        case .repositories(let user, let repositories)?:
            let items: [HTML] = repositories.map(item)
            let count: HTML =
                listing.allPages || !listing.options.isFullPage(repositories.count)
                ? "<p class=\"meta\">\(repositories.count.counted("repository", plural: "repositories")) of \(user)</p>"
                : "<p class=\"meta\">The first \(repositories.count) repositories of \(user); choose Show all for every page.</p>"
            return "\(count)<ul class=\"cards\">\(items)</ul>"
        }
    }

    private static func item(_ repository: Repository) -> HTML {
        let avatar: HTML =
            repository.ownerAvatarURL.map { url in
                // The owner is the list's user, named above it: the picture adds nothing to hear.
                "<img src=\"/repos/avatar?url=\(url.absoluteString.queryValueEscaped)\" alt=\"\" width=\"48\" height=\"48\">"
            } ?? "<span></span>"
        let link: HTML =
            isWebAddress(repository.htmlURL)
            ? "<a href=\"\(repository.htmlURL.absoluteString)\">\(repository.name)</a>"
            : "\(repository.name)"
        var facts: [HTML] = []
        if let language = repository.language { facts.append("\(language)") }
        // The star is seen, "stars" is heard (a screen reader would say "black star").
        let stars = repository.stargazersCount ?? 0
        facts.append(
            "<span aria-hidden=\"true\">★</span> \(stars)<span class=\"visually-hidden\"> stars</span>")
        if let updated = repository.updatedAt {
            facts.append("updated \(updated.formatted(.iso8601.year().month().day()))")
        }
        // Four lines at most, as every list's rows: the whole text is on GitHub's page.
        let description: HTML = repository.description.map { "<p class=\"clamped\">\($0)</p>" } ?? .empty
        return """
            <li class="repo">\(avatar)<div><h2>\(link)</h2>\(description)<p class="meta">\(facts.joined(separator: " · "))</p></div></li>
            """
    }

    /// The failure as every page's alert. GitHub that could not be reached, or whose answer could
    /// not be read, is said in a sentence; what the client said (a transport's words) is its detail,
    /// which the page folds under "Details".
    @MainActor
    private static func failureHTML(_ failure: Alert, user: String, backend: Backend) -> HTML {
        let view = PageView(backend: backend)
        if failure.kind == .unavailable {
            var listing = failure
            listing.message = "The repositories of \(user) could not be listed."
            listing.detail = ([failure.message] + (failure.detail.map { [$0] } ?? [])).joined(separator: ": ")
            view.show(listing)
        } else {
            view.show(failure)
        }
        return view.alertsHTML
    }

    /// Only http(s) links are made clickable: a `javascript:` URL from a server stays text.
    private static func isWebAddress(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    }
}
