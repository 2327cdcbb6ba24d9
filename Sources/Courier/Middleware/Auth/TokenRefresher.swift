/// Keeps the current token and makes sure concurrent `401`s cause one refresh, not one each.
actor TokenRefresher {
    private let provider: any TokenProvider
    private var current: String?
    private var refreshing: (rejected: String, task: Task<String?, any Error>)?

    init(provider: any TokenProvider) { self.provider = provider }

    func token() async throws -> String? {
        if let current { return current }
        let token = try await provider.token()
        current = current ?? token
        return current
    }

    /// A replacement for `rejected`: the token another request already obtained, the result of a
    /// refresh in flight, or a new refresh.
    func refresh(rejected: String) async throws -> String? {
        if let current, current != rejected { return current }
        if let refreshing, refreshing.rejected == rejected { return try await refreshing.task.value }
        let provider = provider
        let task = Task { try await provider.refreshToken(rejected: rejected) }
        refreshing = (rejected, task)
        let result = await task.result
        if refreshing?.rejected == rejected { refreshing = nil }
        let fresh = try result.get()
        current = fresh
        return fresh
    }
}
