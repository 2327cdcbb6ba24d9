/// Keeps the current token and makes sure the `401`s of one token cause one refresh, not one each.
///
/// Each refresh that ends is numbered. A request notes the number when it takes its token
/// (``token()``), so a `401` that arrives after that token's refresh ended (a request sent before
/// it) gets the refresh's outcome, its failure or its `nil` too, instead of starting another; a
/// request that took the token after the refresh ended may try again.
actor TokenRefresher {
    private let provider: any TokenProvider
    private var current: String?
    /// The provider's first token while it is being asked for: every request that needs it then
    /// waits for this one answer.
    private var first: Task<String?, any Error>?
    private var refreshing: (rejected: String, task: Task<String?, any Error>)?
    private var ended = 0
    private var last: (rejected: String, number: Int, outcome: Result<String?, any Error>)?

    init(provider: any TokenProvider) { self.provider = provider }

    /// The token to send, and how many refreshes had ended when it was taken. The provider is asked
    /// once, by the first requests (together); from then on the token is the one kept here, which
    /// only a refresh replaces. A failed or `nil` answer is not kept: the next request asks again.
    /// A request cancelled while it waits stops waiting; the provider's answer still comes for the
    /// others.
    func token() async throws -> (token: String?, refreshesEnded: Int) {
        if let current { return (current, ended) }
        let token = try await (first ?? askFirst()).resultUnlessCancelled().get()
        return (current ?? token, ended)
    }

    /// A replacement for `rejected`, taken when `refreshesEnded` refreshes had ended: the token
    /// another request already obtained, the outcome of the refresh of `rejected` that ended since,
    /// the result of a refresh in flight, or a new refresh. A request cancelled while it waits stops
    /// waiting; the refresh goes on.
    func refresh(rejected: String, refreshesEnded: Int) async throws -> String? {
        if let current, current != rejected { return current }
        if let last, last.rejected == rejected, last.number > refreshesEnded { return try last.outcome.get() }
        let task: Task<String?, any Error>
        if let refreshing, refreshing.rejected == rejected {
            task = refreshing.task
        } else {
            task = startRefresh(of: rejected)
        }
        return try await task.resultUnlessCancelled().get()
    }

    /// Asks the provider for the first token; what it answers is kept before anyone waiting sees it.
    private func askFirst() -> Task<String?, any Error> {
        let provider = provider
        let task = Task {
            let answer = await Self.outcome { try await provider.token() }
            self.firstAnswered(answer)
            return try answer.get()
        }
        first = task
        return task
    }

    private func firstAnswered(_ answer: Result<String?, any Error>) {
        first = nil
        if case .success(let token) = answer, current == nil { current = token }
    }

    /// Asks the provider to replace `rejected`; the refresh is counted and its outcome kept before
    /// anyone waiting sees it.
    private func startRefresh(of rejected: String) -> Task<String?, any Error> {
        let provider = provider
        let task = Task {
            let outcome = await Self.outcome { try await provider.refreshToken(rejected: rejected) }
            self.refreshEnded(rejected, outcome)
            return try outcome.get()
        }
        refreshing = (rejected, task)
        return task
    }

    private func refreshEnded(_ rejected: String, _ outcome: Result<String?, any Error>) {
        if refreshing?.rejected == rejected { refreshing = nil }
        ended += 1
        last = (rejected, ended, outcome)
        if case .success(let fresh) = outcome { current = fresh }
    }

    private static func outcome(_ call: () async throws -> String?) async -> Result<String?, any Error> {
        do {
            return .success(try await call())
        } catch {
            return .failure(error)
        }
    }
}
