import Basics
import Foundation

/// When and how often ``RetryMiddleware`` sends a request again.
public struct RetryPolicy: Sendable {
    /// Total attempts, the first one included.
    public var maxAttempts: Int
    /// The wait before the second attempt; each further wait is multiplied by `multiplier`.
    public var baseDelay: Duration
    public var multiplier: Double
    /// No computed backoff wait is longer than this (a server's `Retry-After` may be).
    public var maxDelay: Duration
    /// Fraction of each backoff wait that is randomised (0 = none, 1 = "full jitter"), so clients
    /// that failed together do not retry together.
    public var jitter: Double
    /// The most time spent waiting across all retries of one request, pauses of its key included.
    /// A wait that would exceed it ends the retries at once, and the error says so
    /// (``StatusError/waitCapReached``).
    public var maxTotalWait: Duration
    /// Statuses worth retrying.
    public var retryableStatuses: Set<Int>
    /// Statuses that mean the server did not process the request at all, so that retrying is safe
    /// even for a non-idempotent method (`429 Too Many Requests`, RFC 6585).
    public var unprocessedStatuses: Set<Int>
    /// Whether `Retry-After` (seconds or an HTTP date) sets the wait when present.
    public var honoursRetryAfter: Bool
    /// Decisions for particular responses, consulted in order before the default handling above
    /// (for example `RetryRule.github`, in `GitHub`).
    public var rules: [RetryRule]

    public init(
        maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(500), multiplier: Double = 2,
        maxDelay: Duration = .seconds(30), jitter: Double = 0.5, maxTotalWait: Duration = .seconds(60),
        retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504],
        unprocessedStatuses: Set<Int> = [429], honoursRetryAfter: Bool = true, rules: [RetryRule] = []
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
        self.maxTotalWait = maxTotalWait
        self.retryableStatuses = retryableStatuses
        self.unprocessedStatuses = unprocessedStatuses
        self.honoursRetryAfter = honoursRetryAfter
        self.rules = rules
    }

    /// For requests a person waits on: two more attempts, the first after about a quarter of a
    /// second, within 5 s in all, so a failure is said after a moment at most. Only the statuses
    /// given are retried, and none counts as unprocessed: a `429`'s wait is said, not waited out.
    public static func brief(retrying statuses: Set<Int>, rules: [RetryRule] = []) -> RetryPolicy {
        RetryPolicy(
            maxAttempts: 3, baseDelay: .milliseconds(250), maxTotalWait: .seconds(5),
            retryableStatuses: statuses, unprocessedStatuses: [], rules: rules)
    }

    /// The backoff wait before attempt `attempt + 1` (attempt counts from 1), before jitter.
    func backoff(afterAttempt attempt: Int) -> Duration {
        let factor = pow(multiplier, Double(attempt - 1))
        let seconds = min(baseDelay.seconds * factor, maxDelay.seconds)
        return .seconds(seconds)
    }
}
