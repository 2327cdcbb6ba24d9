import Basics
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
    /// Loading `query` failed: why, for a person.
    case error(query: String, Alert)

    /// The user name this state is about (`nil` when idle).
    public var query: String? {
        switch self {
        case .idle: nil
        case .loading(let query), .repositories(let query, _), .empty(let query), .error(let query, _): query
        }
    }
}
