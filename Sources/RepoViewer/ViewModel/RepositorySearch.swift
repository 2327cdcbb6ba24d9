import GitHub

/// Where the view model gets a user's repositories: the GitHub client, or a stub in tests.
public protocol RepositorySearch: Sendable {
    func repositories(of user: String) async throws(GitHubError) -> [Repository]
}

/// Searches through a ``GitHub/GitHubClient``: the first page of up to 100 repositories, or every
/// page when `allPages` is set.
public struct GitHubRepositorySearch: RepositorySearch {
    public let github: GitHubClient
    public let options: RepositoryListOptions
    public let allPages: Bool

    public init(
        github: GitHubClient, options: RepositoryListOptions = .init(perPage: 100), allPages: Bool = false
    ) {
        self.github = github
        self.options = options
        self.allPages = allPages
    }

    public func repositories(of user: String) async throws(GitHubError) -> [Repository] {
        if allPages { return try await github.allRepositories(of: user, options) }
        return try await github.repositories(of: user, options).value
    }
}
