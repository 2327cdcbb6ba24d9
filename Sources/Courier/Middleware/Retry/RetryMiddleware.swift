import Basics
import Foundation

/// Sends a request again after a transient failure or a rate limit, with exponential backoff and
/// jitter, honouring `Retry-After`, and pausing every request of a key when one of them is told to
/// wait.
///
/// Each outcome goes to the policy's ``RetryPolicy/rules`` first (Airtable's and GitHub's rate
/// limits are built in), then to the default handling: transient transport errors (a lost or
/// refused connection; not a timeout, which already waited the whole time the caller chose, unless
/// the request is a resumable download, whose timeout is a stall) and the retryable statuses. Only
/// idempotent methods are replayed by default, unless the request opts in with
/// ``RequestOptions/allowsRetry`` or the outcome says the server did not get or process it (a
/// connection that could not be made, or `429`).
///
/// No single wait is longer than ``RetryAfter/longest`` (a day), whatever a rule or the server
/// asks. Every wait is cancellable and capped by ``RetryPolicy/maxTotalWait`` (or the task's
/// ``WaitCap``, when shorter), and told to the task's ``RetryWait/listener``. When the cap ends the
/// retries the error says so (``StatusError/waitCapReached``); when attempts run out, the last
/// response is returned (so validation reports it, with its headers) or the last error is thrown.
///
/// ```swift
/// let lockout = RetryRule { $0.status == 429 ? .pause(for: .seconds(30)) : .useDefault }
/// RetryMiddleware(policy: RetryPolicy(rules: [lockout])) { request in
///     request.headers["Authorization"] ?? ""   // one pause per token
/// }
/// ```
public struct RetryMiddleware: Middleware {
    public let policy: RetryPolicy
    /// The pauses this middleware shares between the requests of one key.
    public let pauses: RequestPauses
    let clock: any CourierClock
    let random: @Sendable () -> Double
    private let pauseKey: @Sendable (HTTPRequest) -> String

    /// - Parameters:
    ///   - clock: how to wait and read the time; tests pass a ``ManualClock``.
    ///   - pauses: shared with other middleware to share pauses; a new set by default.
    ///   - pauseKey: which requests pause together; the host by default.
    ///   - random: a source in `0..<1` for jitter.
    public init(
        policy: RetryPolicy = RetryPolicy(), clock: any CourierClock = SystemClock(),
        pauses: RequestPauses = RequestPauses(),
        pauseKey: @escaping @Sendable (HTTPRequest) -> String = { $0.url.host ?? "" },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.policy = policy
        self.clock = clock
        self.pauses = pauses
        self.random = random
        self.pauseKey = pauseKey
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let key = pauseKey(request)
        let maxTotalWait = WaitCap.applied(to: policy.maxTotalWait)
        var waited = Duration.zero
        var attempt = 1
        // Middleware further in that hold the request back honour the key's pause too.
        var stamped = request
        stamped.options.sharedPause = SharedPause(pauses: pauses, key: key)
        while true {
            waited += try await pauses.waitOut(
                key, for: request, clock: clock, budget: maxTotalWait - waited)
            let outcome: Result<HTTPResponse, any Error>
            do {
                outcome = .success(try await next(stamped))
            } catch {
                outcome = .failure(error)
            }
            let decision = decide(outcome, request, attempt)
            let wait: Duration
            switch decision {
            case .retry(let after), .pause(let after): wait = min(max(after, .zero), RetryAfter.longest)
            case .fail, .useDefault: return try outcome.get()
            }
            if case .pause = decision {
                // Set even when this request will not retry: the other requests of the key must
                // still honour the penalty rather than hit the server during it.
                pauses.pause(key, until: clock.uptime() + wait)
            }
            guard attempt < policy.maxAttempts else { return try outcome.get() }
            guard waited + wait <= maxTotalWait else {
                throw Self.capReached(
                    outcome, request, WaitCapReached(asked: wait, allowed: maxTotalWait - waited))
            }
            if case .retry = decision {
                RetryWait.announce(request, wait, .backoff)
                try await sleep(wait, request)
                waited += wait
            }
            attempt += 1
        }
    }

    private func sleep(_ duration: Duration, _ request: HTTPRequest) async throws {
        do {
            try await clock.sleep(for: duration)
        } catch {
            throw CourierError.transport(TransportError(.cancelled), request: request)
        }
    }
}
