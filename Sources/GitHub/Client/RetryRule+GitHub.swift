import Courier
import Foundation

extension RetryRule {
    /// GitHub's rate limits, as ``RateLimitExceeded/classify(status:headers:body:now:)`` tells them:
    /// a refusal for the primary limit pauses every request of the key until the window resets, one
    /// for the secondary limit for its `Retry-After` (else a minute). Any wait is still capped by
    /// the policy's `maxTotalWait`.
    public static var github: [RetryRule] {
        [
            RetryRule { attempt in
                guard let response = attempt.response,
                    let limit = RateLimitExceeded.classify(
                        status: response.status, headers: response.headers,
                        body: GitHubErrorBody.decode(response.body), now: attempt.now)
                else { return .useDefault }
                // In whole seconds from the current one, as the reset is given.
                let seconds =
                    limit.retryAt.timeIntervalSince1970 - attempt.now.timeIntervalSince1970.rounded(.down)
                return .pause(for: .seconds(max(0, seconds.rounded(.down))))
            }
        ]
    }
}
