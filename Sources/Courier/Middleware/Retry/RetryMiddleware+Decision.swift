import Basics
import Foundation

// How ``RetryMiddleware`` decides about one outcome: the policy's rules first, then its defaults.
extension RetryMiddleware {
    /// The rules' decision, or the default one.
    func decide(_ outcome: Result<HTTPResponse, any Error>, _ request: HTTPRequest, _ attempt: Int)
        -> RetryDecision
    {
        // A streamed body that began to reach its reader cannot be taken back and sent again.
        if request.options.bodyStream?.hasBegun == true { return .fail }
        let response: HTTPResponse?
        let error: (any Error & Sendable)?
        switch outcome {
        case .success(let value): (response, error) = (value, nil)
        case .failure(CourierError.status(let failure)):
            (response, error) = (failure.response, CourierError.status(failure))
        case .failure(let failure): (response, error) = (nil, failure)
        }
        let seen = RetryAttempt(
            request: request, number: attempt, response: response, error: error, now: clock.now())
        for rule in policy.rules {
            let decision = rule.decide(seen)
            if decision != .useDefault { return decision }
        }
        return defaultDecision(seen)
    }

    private func defaultDecision(_ attempt: RetryAttempt) -> RetryDecision {
        let mayReplay = attempt.request.method.isIdempotent || attempt.request.options.allowsRetry
        if let response = attempt.response {
            guard policy.retryableStatuses.contains(response.status),
                mayReplay || policy.unprocessedStatuses.contains(response.status)
            else { return .fail }
            let asked =
                policy.honoursRetryAfter ? RetryAfter.delay(in: response.headers, now: attempt.now) : nil
            let wait = asked ?? backoff(attempt.number)
            return response.status == 429 ? .pause(for: wait) : .retry(after: wait)
        }
        // A connection that could not be made carried nothing to the server, so any method may
        // be sent again (a server restarting, say).
        if case CourierError.transport(let error, _)? = attempt.error, error.isTransient,
            mayReplay || error.kind == .cannotConnect
        {
            // A timed-out attempt already waited the whole timeout its caller chose (or the
            // connect timeout, which TCP's own resends filled): sending it again would multiply
            // that wait (three silent minutes for a 60-second timeout) and say only the last one.
            // A resumable download's timeout is a stall instead, and its next attempt asks only
            // for the rest.
            if error.kind == .timedOut && !attempt.request.options.resumesDownload { return .fail }
            return .retry(after: backoff(attempt.number))
        }
        return .fail
    }

    private func backoff(_ attempt: Int) -> Duration {
        let full = policy.backoff(afterAttempt: attempt).seconds
        let jittered = full * (1 - policy.jitter * random())
        return .milliseconds(Int64(jittered * 1000))
    }

    /// The error that ends retries because a wait was beyond the cap.
    static func capReached(
        _ outcome: Result<HTTPResponse, any Error>, _ request: HTTPRequest, _ cap: WaitCapReached
    ) -> any Error {
        switch outcome {
        case .success(let response):
            return CourierError.status(StatusError(request: request, response: response, waitCapReached: cap))
        case .failure(CourierError.status(let failure)):
            return CourierError.status(
                StatusError(
                    request: failure.request, response: failure.response, apiError: failure.apiError,
                    waitCapReached: cap))
        case .failure(let error):
            return error
        }
    }
}
