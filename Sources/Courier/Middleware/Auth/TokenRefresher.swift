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
    func token() async throws -> (token: String?, refreshesEnded: Int) {
        if let current { return (current, ended) }
        let asking: Task<String?, any Error>
        if let first {
            asking = first
        } else {
            let provider = provider
            asking = Task { try await provider.token() }
            first = asking
        }
        let result = await asking.result
        if first == asking { first = nil }
        let token = try result.get()
        current = current ?? token
        return (current, ended)
    }

    /// A replacement for `rejected`, taken when `refreshesEnded` refreshes had ended: the token
    /// another request already obtained, the outcome of the refresh of `rejected` that ended since,
    /// the result of a refresh in flight, or a new refresh.
    func refresh(rejected: String, refreshesEnded: Int) async throws -> String? {
        if let current, current != rejected { return current }
        if let last, last.rejected == rejected, last.number > refreshesEnded { return try last.outcome.get() }
        if let refreshing, refreshing.rejected == rejected { return try await refreshing.task.value }
        let provider = provider
        let task = Task { try await provider.refreshToken(rejected: rejected) }
        refreshing = (rejected, task)
        let result = await task.result
        if refreshing?.rejected == rejected { refreshing = nil }
        ended += 1
        last = (rejected, ended, result)
        let fresh = try result.get()
        current = fresh
        return fresh
    }
}
