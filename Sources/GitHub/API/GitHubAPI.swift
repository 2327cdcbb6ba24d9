import Courier
import Foundation

/// The GitHub REST routes the repository viewer uses, as typed ``Courier/Request`` values.
///
/// ```swift
/// let first = GitHubAPI.repositories(of: "octocat", RepositoryListOptions(sort: .updated, perPage: 100))
/// ```
///
/// User-given names are interpolated into a ``Courier/RequestPath``, which percent-encodes each as
/// one path segment, so `a/b` or `x?y` can never change the path or start a query.
public enum GitHubAPI {
    /// `GET /users/{username}/repos`: a user's (or organisation's) public repositories, one page.
    public static func repositories(of username: String, _ options: RepositoryListOptions = .init())
        -> Request<[Repository]>
    {
        Request.get(
            "users/\(username)/repos",
            query: options.queryItems.map { URLQueryItem(name: $0.0, value: $0.1) }
        ).options { $0.name = "repos.list" }
    }

    /// `GET /users/{username}`: a user's or organisation's profile.
    public static func user(_ username: String) -> Request<GitHubUser> {
        Request.get("users/\(username)").options { $0.name = "users.get" }
    }

    /// `GET /repos/{owner}/{repo}`: one repository.
    public static func repository(owner: String, name: String) -> Request<Repository> {
        Request.get("repos/\(owner)/\(name)").options { $0.name = "repos.get" }
    }
}
