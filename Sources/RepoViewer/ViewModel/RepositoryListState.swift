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
    /// Set when a rate limit was hit: the earliest time to search again.
    public let retryAt: Date?
    /// Whether the user does not exist.
    public let isNotFound: Bool

    public init(message: String, retryAt: Date? = nil, isNotFound: Bool = false) {
        self.message = message
        self.retryAt = retryAt
        self.isNotFound = isNotFound
    }

    public init(_ error: GitHubError) {
        var isNotFound = false
        if case .notFound = error { isNotFound = true }
        self.init(message: "\(error)", retryAt: error.rateLimitExceeded?.retryAt, isNotFound: isNotFound)
    }

    public var description: String { message }
}
