import GitHub
import RepoViewer

/// A search for one client that takes its requests from the site's ``SearchAllowance`` first.
struct MeteredSearch: RepositorySearch {
    let search: GitHubRepositorySearch
    let allowance: SearchAllowance
    /// The client's address, `nil` when unknown.
    let client: String?

    func repositories(of user: String) async throws(GitHubError) -> [Repository] {
        try allowance.take(for: client)
        let repositories = try await search.repositories(of: user)
        if search.allPages {
            // Each page after the first was a request too.
            let perPage = max(1, search.options.perPage ?? RepositoryListOptions.maxPerPage)
            allowance.charge((repositories.count - 1) / perPage, to: client)
        }
        return repositories
    }
}
