import GitHub
import RepoViewer

/// A search for one client whose requests to GitHub are taken from the site's ``SearchAllowance``
/// before they are sent: the first page's, then, for every page, the others' at once (the first
/// page names the last), so a long listing is refused whole rather than cut short.
struct MeteredSearch: RepositorySearch {
    let github: GitHubClient
    let options: RepositoryListOptions
    let allPages: Bool
    let allowance: SearchAllowance
    /// The client's address, `nil` when unknown.
    let client: String?

    func repositories(of user: String) async throws(GitHubError) -> [Repository] {
        try allowance.take(for: client)
        let first = try await github.repositories(of: user, options)
        if first.isFromCache { allowance.giveBack(for: client) }
        guard allPages, first.links.next != nil else { return first.value }
        guard let last = first.links.lastPageNumber, last > 1 else {
            return try await pageByPage(user)
        }
        guard !allowance.exceedsCapacity(last - 1, for: client) else {
            throw .other(
                "Showing every page of \(user)'s repositories would take \(last) requests to GitHub, more"
                    + " than this site lets one address make at once (\(allowance.capacity)).")
        }
        try allowance.take(last - 1, for: client)
        // The first page again is answered from the cache (a 304, which costs nothing).
        return try await github.allRepositories(of: user, options)
    }

    /// Every page one by one, taking each page's request before it is sent (the first page's
    /// again, though the cache answers it): for a server whose first page does not name its last.
    private func pageByPage(_ user: String) async throws(GitHubError) -> [Repository] {
        var repositories: [Repository] = []
        var pages = github.repositoryPages(of: user, options).makeAsyncIterator()
        while true {
            try allowance.take(for: client)
            guard let page = try await pages.next() else {
                allowance.giveBack(for: client)
                return repositories
            }
            if page.isFromCache { allowance.giveBack(for: client) }
            repositories += page.value
        }
    }
}
