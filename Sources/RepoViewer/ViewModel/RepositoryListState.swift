import Basics
import Foundation
import GitHub

/// What the repository viewer shows.
public enum RepositoryListState: Sendable, Equatable {
    /// Nothing asked yet (or the search text was cleared).
    case idle
    /// Waiting for the repositories of `query`.
    case loading(query: String)
    /// The repositories of `query`.
    case repositories(query: String, [Repository])
    /// `query` exists but has no public repositories.
    case empty(query: String)
    /// Loading `query` failed.
    case error(query: String, ViewerFailure)

    /// The user name this state is about (`nil` when idle).
    public var query: String? {
        switch self {
        case .idle: nil
        case .loading(let query), .repositories(let query, _), .empty(let query), .error(let query, _): query
        }
    }
}

/// A failed search, as the view shows it.
public struct ViewerFailure: Sendable, Equatable, CustomStringConvertible {
    /// One sentence for people, such as "no such user: nobody".
    public let message: String
    /// What kind of failure it was (no such user, GitHub unreachable, a rate limit…).
    public let kind: FailureKind
    /// Set when a rate limit was hit: the earliest time to search again.
    public let retryAt: Date?

    public init(_ error: GitHubError) {
        message = "\(error)"
        kind = error.failureKind
        retryAt = error.rateLimitExceeded?.retryAt
    }

    /// Whether the user does not exist.
    public var isNotFound: Bool { kind == .notFound }

    public var description: String { message }
}
