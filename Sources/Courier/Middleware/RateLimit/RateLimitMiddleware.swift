import Basics
import Foundation

/// Keeps requests under an API's rate limit with a token bucket per key, waiting (cancellably)
/// when the budget is spent rather than letting the server answer `429`. A request whose turn is
/// further away than `maxWait` (or the task's ``WaitCap``, when shorter) fails at once with
/// ``WaitCapReached`` instead of queueing.
///
/// Placed inside a ``RetryMiddleware`` (as below), it honours that middleware's shared pauses: a
/// request waiting for its turn when another request of its key is told to pause (a `429`) waits
/// out the pause as well, then takes a new turn, rather than being sent during the penalty. The
/// pause counts against `maxWait` too.
///
/// ```swift
/// // Airtable: 5 requests per second per base, and a 30-second pause of the base after a 429.
/// let base: @Sendable (HTTPRequest) -> String = { $0.url.pathComponents.dropFirst(2).first ?? "" }
/// let lockout = RetryRule { $0.status == 429 ? .pause(for: .seconds(30)) : .useDefault }
/// let middleware: [any Middleware] = [
///     RetryMiddleware(policy: RetryPolicy(rules: [lockout]), pauseKey: base),
///     RateLimitMiddleware(limit: 5, per: .seconds(1), key: base),
/// ]
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
        let bucket = bucket(for: request)
        let maxWait = WaitCap.applied(to: maxWait)
        var waited = Duration.zero
        while true {
            waited += try await waitOutSharedPause(of: request, budget: maxWait - waited)
            let wait = bucket.reserve(now: clock.uptime())
            guard waited + wait <= maxWait else {
                bucket.giveBack()
                throw CourierError.middleware(
                    message: "not sent: the rate limit queue is longer than allowed",
                    underlying: WaitCapReached(asked: wait, allowed: maxWait - waited), request: request)
            }
            if wait > .zero {
                do {
                    try await clock.sleep(for: wait)
                } catch {
                    bucket.giveBack()
                    throw CourierError.transport(TransportError(.cancelled), request: request)
                }
                waited += wait
            }
            // A penalty that began while this request waited its turn holds it back too; after
            // it the request takes a new turn, so the requests it held are still paced.
            guard let pause = request.options.sharedPause,
                pause.pauses.remaining(pause.key, at: clock.uptime()) > .zero
            else { return try await next(request) }
            bucket.giveBack()
        }
    }

    /// The bucket of the request's key.
    private func bucket(for request: HTTPRequest) -> TokenBucket {
        let key = key(request)
        return buckets.withLock { buckets in
            if let bucket = buckets[key] { return bucket }
            let bucket = TokenBucket(capacity: limit, per: interval, now: clock.uptime())
            buckets[key] = bucket
            return bucket
        }
    }

    /// Waits while the shared pause the request carries (from ``RetryMiddleware``) lasts.
    private func waitOutSharedPause(of request: HTTPRequest, budget: Duration) async throws(CourierError)
        -> Duration
    {
        guard let pause = request.options.sharedPause else { return .zero }
        return try await pause.pauses.waitOut(pause.key, for: request, clock: clock, budget: budget)
    }
}
