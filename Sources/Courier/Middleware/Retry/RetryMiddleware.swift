import Foundation

/// Sends a request again after a transient failure, with exponential backoff and jitter,
/// honouring `Retry-After`.
///
/// Retried: transient transport errors (timeout, refused or dropped connection) and the policy's
/// retryable statuses. Only idempotent methods are replayed, unless the request opts in with
/// ``RequestOptions/allowsRetry`` or the status says the server did not process it (`429`).
/// When retries run out, the last response is returned (so validation reports it, with its
/// headers) or the last error is thrown.
public struct RetryMiddleware: Middleware {
    public let policy: RetryPolicy
    private let sleeper: Sleeper
    private let random: @Sendable () -> Double

    /// - Parameters:
    ///   - sleeper: how to wait; tests pass one that records instead of sleeping.
    ///   - random: a source in `0..<1` for jitter.
    public init(
        policy: RetryPolicy = RetryPolicy(), sleeper: Sleeper = .realTime,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.policy = policy
        self.sleeper = sleeper
        self.random = random
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        var waited = Duration.zero
        var attempt = 1
        while true {
            let outcome: Result<HTTPResponse, any Error>
            do {
                outcome = .success(try await next(request))
            } catch {
                outcome = .failure(error)
            }
            guard attempt < policy.maxAttempts, let wait = plannedWait(for: outcome, request, attempt)
            else { return try outcome.get() }
            guard waited + wait <= policy.maxTotalWait else { return try outcome.get() }
            try await sleeper.sleep(wait)
            waited += wait
            attempt += 1
        }
    }

    /// The wait before another attempt, or `nil` when this outcome must not be retried.
    private func plannedWait(
        for outcome: Result<HTTPResponse, any Error>, _ request: HTTPRequest, _ attempt: Int
    ) -> Duration? {
        let mayReplay = request.method.isIdempotent || request.options.allowsRetry
        switch outcome {
        case .success(let response):
            return wait(forStatus: response.status, headers: response.headers, mayReplay, attempt)
        case .failure(CourierError.status(let error)):
            return wait(forStatus: error.status, headers: error.headers, mayReplay, attempt)
        case .failure(CourierError.transport(let error, _)) where error.isTransient && mayReplay:
            return backoff(attempt)
        case .failure:
            return nil
        }
    }

    private func wait(forStatus status: Int, headers: HTTPHeaders, _ mayReplay: Bool, _ attempt: Int)
        -> Duration?
    {
        guard policy.retryableStatuses.contains(status),
            mayReplay || policy.unprocessedStatuses.contains(status)
        else { return nil }
        if policy.honoursRetryAfter, let asked = RetryAfter.delay(in: headers, now: sleeper.now()) {
            return asked
        }
        return backoff(attempt)
    }

    private func backoff(_ attempt: Int) -> Duration {
        let full = policy.backoff(afterAttempt: attempt).seconds
        let jittered = full * (1 - policy.jitter * random())
        return .milliseconds(Int64(jittered * 1000))
    }
}
