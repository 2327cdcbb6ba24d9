import Foundation
import GitHub
import RepoViewer

/// A ``RepositorySearch`` whose answers the test gives: each call waits until ``answer(_:with:)``.
/// With `honoursCancellation` off it keeps waiting when cancelled, like a server that answers late.
final class ControlledSearch: RepositorySearch, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [String: [CheckedContinuation<Result<[Repository], GitHubError>, Never>]] = [:]
    private var queries: [String] = []
    private var cancelledQueries: [String] = []
    let honoursCancellation: Bool

    init(honoursCancellation: Bool = true) { self.honoursCancellation = honoursCancellation }

    /// The queries asked, in order.
    var asked: [String] { lock.withLock { queries } }
    /// The queries whose task was cancelled while waiting.
    var cancelled: [String] { lock.withLock { cancelledQueries } }
    /// Whether a call for `query` is waiting for its answer.
    func isWaiting(_ query: String) -> Bool { lock.withLock { !(waiting[query] ?? []).isEmpty } }

    func repositories(of user: String) async throws(GitHubError) -> [Repository] {
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelledAlready = lock.withLock {
                    queries.append(user)
                    // Cancelled before registering: the handler below found nothing to answer.
                    if honoursCancellation && Task.isCancelled { return true }
                    waiting[user, default: []].append(continuation)
                    return false
                }
                if cancelledAlready { continuation.resume(returning: .failure(.cancelled)) }
            }
        } onCancel: {
            lock.withLock { cancelledQueries.append(user) }
            if honoursCancellation { answer(user, with: .failure(.cancelled)) }
        }
        return try result.get()
    }

    /// Answers every waiting call for `query`.
    func answer(_ query: String, with result: Result<[Repository], GitHubError>) {
        let continuations = lock.withLock { waiting.removeValue(forKey: query) ?? [] }
        for continuation in continuations { continuation.resume(returning: result) }
    }

    /// Repositories named `query/repo-N`.
    static func repositories(_ query: String, count: Int = 2) -> [Repository] {
        (0..<count).map { index in
            Repository(
                id: index, name: "repo-\(index)", ownerLogin: query,
                htmlURL: URL(filePath: "/\(query)/repo-\(index)"))
        }
    }
}
