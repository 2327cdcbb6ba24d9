import GitHub
import RepoViewer

/// A search for one client whose requests to GitHub are taken from the site's ``SearchAllowance``
/// before they are sent: the first page's, then the other pages' at once (the first page names the
/// last, and the listing goes on from it), so a long listing is refused whole rather than cut
/// short. A `304` from the cache costs nothing when the site has a token (GitHub counts it
/// otherwise), and requests taken for pages a cancelled or failed listing never sent are given
/// back.
///
/// It searches as `search` says (client, options, every page or the first), page by page itself,
/// since the first page's links say what the rest will take.
struct MeteredSearch: RepositorySearch {
    let search: GitHubRepositorySearch
    let allowance: SearchAllowance
    let client: SearchAllowance.Client

    private var github: GitHubClient { search.github }
    private var options: RepositoryListOptions { search.options }

    func repositories(of user: String) async throws(GitHubError) -> [Repository] {
        // A name GitHub cannot have is refused without a request, so it takes none.
        if let problem = GitHubLogin.problem(with: user) { throw .other(problem) }
        try allowance.take(for: client)
        let first: GitHubResponse<[Repository]>
        do {
            first = try await github.repositories(of: user, options)
        } catch {
            if case .cancelled = error { allowance.giveBack(for: client) }
            throw error
        }
        let free = github.configuration.token != nil
        if first.isFromCache && free { allowance.giveBack(for: client) }
        guard search.allPages, first.links.next != nil else { return first.value }
        guard let last = first.links.lastPageNumber, last > 1 else {
            return try await pageByPage(user, free: free)
        }
        // The other pages; the first goes on as it was fetched.
        let rest = last - 1
        let held = first.isFromCache && free ? 0 : 1
        guard !allowance.exceedsCapacity(rest + held, for: client) else {
            throw .other(
                "Showing every page of \(user)'s repositories would take \(rest + held) requests to GitHub,"
                    + " more than this site lets one address make at once (\(allowance.capacity)).")
        }
        try allowance.take(rest, for: client)
        do {
            return try await github.allRepositories(of: user, after: first)
        } catch {
            allowance.giveBack(rest, for: client)
            throw error
        }
    }

    /// Every page one by one, taking each page's request before it is sent (the first page's
    /// again, though the cache answers it): for a server whose first page does not name its last.
    private func pageByPage(_ user: String, free: Bool) async throws(GitHubError) -> [Repository] {
        var repositories: [Repository] = []
        var pages = github.repositoryPages(of: user, options).makeAsyncIterator()
        while true {
            try allowance.take(for: client)
            guard let page = try await pages.next() else {
                allowance.giveBack(for: client)
                return repositories
            }
            if page.isFromCache && free { allowance.giveBack(for: client) }
            repositories += page.value
        }
    }
}
