/// What a client has sent so far: for benchmarks, dashboards and tests that must show a bulk job
/// provoked no `429`.
public struct AirtableStatistics: Sendable, Hashable {
    /// Requests put on the wire, retries included.
    public var requests = 0
    /// `429` responses received.
    public var rateLimitResponses = 0

    public init(requests: Int = 0, rateLimitResponses: Int = 0) {
        self.requests = requests
        self.rateLimitResponses = rateLimitResponses
    }
}
