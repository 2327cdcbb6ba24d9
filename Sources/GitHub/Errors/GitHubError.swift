import Courier
import Foundation

/// What went wrong talking to GitHub, worded for people and classified for code.
///
/// <!-- example context: func example(github: GitHubClient) async throws { EXAMPLE } -->
/// ```swift
/// do { _ = try await github.user("octocat") }
/// catch .rateLimited(let limit) { print("try again after \(limit.retryAt)") }
/// ```
public enum GitHubError: Error, Sendable, CustomStringConvertible {
    /// A 404: the user or repository does not exist (or is private and we are not allowed to see it).
    case notFound(Subject, GitHubErrorBody?)
    /// A primary or secondary rate limit was hit; says when to retry.
    case rateLimited(RateLimitExceeded)
    /// A 401: the token (`GITHUB_TOKEN`) was rejected.
    case unauthorized(GitHubErrorBody?)
    /// Another 403 (for example a missing `User-Agent`).
    case forbidden(GitHubErrorBody?)
    /// A 400, 410 or 422: the request was refused as invalid.
    case invalidRequest(status: Int, GitHubErrorBody?)
    /// A 5xx, or another unexpected status.
    case server(status: Int, GitHubErrorBody?)
    /// The server could not be reached, or the connection broke.
    case unreachable(TransportError)
    /// The response could not be read: not the JSON expected, a body or headers too large, or
    /// `Link` headers that cannot be followed.
    case malformedResponse(String)
    /// The task was cancelled.
    case cancelled
    /// Anything else (a bad configuration, an invalid request).
    case other(String)

    /// What a request was about, so that a 404 reads as "no such user".
    public enum Subject: Sendable, Hashable, CustomStringConvertible {
        case user(String)
        case repository(owner: String, name: String)
        case resource(String)

        public var description: String {
            switch self {
            case .user(let login): "no such user: \(login)"
            case .repository(let owner, let name): "no such repository: \(owner)/\(name)"
            case .resource(let path): "not found: \(path)"
            }
        }
    }

    public var description: String {
        switch self {
        case .notFound(let subject, _): "\(subject)"
        case .rateLimited(let limit): "GitHub \(limit)"
        case .unauthorized(let body): "GitHub rejected the token (GITHUB_TOKEN)" + Self.detail(body)
        case .forbidden(let body): "GitHub refused the request" + Self.detail(body)
        case .invalidRequest(let status, let body):
            "GitHub refused the request (\(status))" + Self.detail(body)
        case .server(let status, let body): "GitHub answered \(status)" + Self.detail(body)
        case .unreachable(let error): "could not reach the GitHub API: \(error)"
        case .malformedResponse(let reason): "GitHub's response could not be read: \(reason)"
        case .cancelled: "cancelled"
        case .other(let message): message
        }
    }

    private static func detail(_ body: GitHubErrorBody?) -> String {
        body.map { ": \($0.message)" } ?? ""
    }

    /// The rate limit reported with the failure, when there was a response.
    public var rateLimitExceeded: RateLimitExceeded? {
        if case .rateLimited(let limit) = self { limit } else { nil }
    }
}
