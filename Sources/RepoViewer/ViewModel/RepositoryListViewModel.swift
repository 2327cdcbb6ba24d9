import Basics
import Foundation
import GitHub
import Observation

/// The repository viewer's view model (MVVM): its input is the search text, its output the
/// ``RepositoryListState``, both as an observable property and as an `AsyncSequence`.
///
/// Search as you type:
/// - input is debounced: a search starts only once the text has been still for ``debounce``;
/// - blank input is ignored (no request; the view goes back to idle);
/// - the same text again does nothing; ``retry()`` searches it again;
/// - new text cancels the search in flight, and a stale result never replaces a newer one.
///
/// Time comes from an injected ``Basics/CourierClock``, so tests move it by hand.
@MainActor
@Observable
public final class RepositoryListViewModel {
    /// What the view shows now.
    public private(set) var state: RepositoryListState = .idle

    /// How long the text must be still before a search starts.
    public let debounce: Duration
    @ObservationIgnored private let search: any RepositorySearch
    @ObservationIgnored private let clock: any CourierClock
    /// The text being searched (trimmed): the last one typed, `nil` when the field is empty.
    @ObservationIgnored public private(set) var activeQuery: String?
    /// The search whose answer may be shown: the latest started.
    @ObservationIgnored private let latest = LatestStart()
    @ObservationIgnored private var task: Task<Void, Never>?
    @ObservationIgnored private var continuations: [Int: AsyncStream<RepositoryListState>.Continuation] = [:]
    @ObservationIgnored private var nextContinuationID = 0

    public init(
        search: any RepositorySearch, debounce: Duration = .milliseconds(300),
        clock: any CourierClock = SystemClock()
    ) {
        self.search = search
        self.debounce = debounce
        self.clock = clock
    }

    /// The states from now on, starting with the current one. Each call makes a new stream; it ends
    /// when the loop reading it stops.
    public var states: AsyncStream<RepositoryListState> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: RepositoryListState.self, bufferingPolicy: .unbounded)
        let id = nextContinuationID
        nextContinuationID += 1
        continuations[id] = continuation
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[id] = nil }
        }
        return stream
    }

    /// The search text changed (each keystroke).
    public func textChanged(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard query != activeQuery else { return }
        task?.cancel()
        let mine = latest.start()
        guard !query.isEmpty else {
            activeQuery = nil
            publish(.idle)
            return
        }
        activeQuery = query
        task = Task { [weak self, clock, debounce] in
            do {
                try await clock.sleep(for: debounce)
            } catch {
                return
            }
            await self?.run(query, generation: mine)
        }
    }

    /// Searches the current text again now, without waiting for the debounce: after a failure, once
    /// a rate limit has passed, or to refresh. Nothing when the field is empty.
    public func retry() {
        guard let query = activeQuery else { return }
        task?.cancel()
        let mine = latest.start()
        // Loading from now on, so that a reader of ``states`` starting now sees the new search.
        publish(.loading(query: query))
        task = Task { [weak self] in await self?.run(query, generation: mine) }
    }

    private func publish(_ new: RepositoryListState) {
        state = new
        for continuation in continuations.values { continuation.yield(new) }
    }

    /// Stops the search in flight and ends every state stream.
    public func stop() {
        task?.cancel()
        task = nil
        for continuation in continuations.values { continuation.finish() }
        continuations = [:]
    }

    private func run(_ query: String, generation mine: Int) async {
        guard latest.isLatest(mine), !Task.isCancelled else { return }
        if state != .loading(query: query) { publish(.loading(query: query)) }
        let outcome: Result<[Repository], GitHubError>
        do {
            outcome = .success(try await search.repositories(of: query))
        } catch {
            outcome = .failure(error)
        }
        // A newer query owns the view now: drop this result, whatever it was.
        guard latest.isLatest(mine), !Task.isCancelled else { return }
        switch outcome {
        case .success(let repositories) where repositories.isEmpty: publish(.empty(query: query))
        case .success(let repositories): publish(.repositories(query: query, repositories))
        case .failure(.cancelled): return
        case .failure(let error): publish(.error(query: query, Alert(error)))
        }
    }
}
