import Basics
import Foundation

/// Keeps requests under an API's rate limit with a token bucket per key, waiting (cancellably)
/// when the budget is spent rather than letting the server answer `429`. A request whose turn is
/// further away than `maxWait` fails at once with ``WaitCapReached`` instead of queueing.
///
/// ```swift
/// // Airtable: 5 requests per second per base.
/// RateLimitMiddleware(limit: 5, per: .seconds(1)) { request in
///     request.url.pathComponents.dropFirst(2).first ?? ""
/// }
/// ```
public final class RateLimitMiddleware: Middleware {
    private let limit: Int
    private let interval: Duration
    private let key: @Sendable (HTTPRequest) -> String
    private let buckets = Locked<[String: TokenBucket]>([:])
    private let clock: any CourierClock
    private let maxWait: Duration

    /// - Parameters:
    ///   - limit: requests allowed per `interval` (and the burst size).
    ///   - clock: how to read the time and wait; tests pass a ``ManualClock``.
    ///   - maxWait: the longest a request may wait for its turn.
    ///   - key: which bucket a request draws from; the host by default.
    public init(
        limit: Int, per interval: Duration, clock: any CourierClock = SystemClock(),
        maxWait: Duration = .seconds(60),
        key: @escaping @Sendable (HTTPRequest) -> String = { $0.url.host ?? "" }
    ) {
        self.limit = limit
        self.interval = interval
        self.key = key
        self.clock = clock
        self.maxWait = maxWait
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let now = clock.uptime()
        let bucket = buckets.withLock { buckets in
            if let bucket = buckets[key(request)] { return bucket }
            let bucket = TokenBucket(capacity: limit, per: interval, now: now)
            buckets[key(request)] = bucket
            return bucket
        }
        let wait = bucket.reserve(now: now)
        guard wait <= maxWait else {
            bucket.giveBack()
            throw CourierError.middleware(
                message: "not sent: the rate limit queue is longer than allowed",
                underlying: WaitCapReached(asked: wait, allowed: maxWait), request: request)
        }
        if wait > .zero {
            do {
                try await clock.sleep(for: wait)
            } catch {
                bucket.giveBack()
                throw CourierError.transport(TransportError(.cancelled), request: request)
            }
        }
        return try await next(request)
    }
}
