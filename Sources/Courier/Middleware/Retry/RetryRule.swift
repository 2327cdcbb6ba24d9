import Foundation

/// A retry decision for one kind of response, consulted before ``RetryPolicy``'s default handling.
///
/// Rules run in order and the first that does not answer ``RetryDecision/useDefault`` decides.
/// Every wait a rule asks for is still capped by ``RetryPolicy/maxTotalWait``.
///
/// ```swift
/// RetryPolicy(rules: [.githubPrimaryLimit, .githubSecondaryLimit])
/// RetryPolicy(rules: [.airtableRateLimit, RetryRule { $0.status == 409 ? .retry(after: .seconds(1)) : .useDefault }])
/// ```
public struct RetryRule: Sendable {
    public let decide: @Sendable (RetryAttempt) -> RetryDecision

    public init(_ decide: @escaping @Sendable (RetryAttempt) -> RetryDecision) { self.decide = decide }

    /// Airtable's `429`: it sends no `Retry-After` and documents a 30-second penalty for the base,
    /// so every request of the key pauses for 30 s (or for `Retry-After` if one is ever sent).
    public static var airtableRateLimit: RetryRule {
        RetryRule { attempt in
            guard attempt.status == 429, let response = attempt.response else { return .useDefault }
            return .pause(for: RetryAfter.delay(in: response.headers, now: attempt.now) ?? .seconds(30))
        }
    }

    /// GitHub's primary limit: `403` or `429` with `x-ratelimit-remaining: 0` (or, without the
    /// header, a message starting "API rate limit exceeded"); every request of the key pauses until
    /// `x-ratelimit-reset` (epoch seconds), or a minute when that is missing.
    public static var githubPrimaryLimit: RetryRule {
        RetryRule { attempt in
            guard let response = attempt.response, attempt.status == 403 || attempt.status == 429 else {
                return .useDefault
            }
            let remaining = RateLimitHeaders.number(response.headers["x-ratelimit-remaining"])
            guard
                remaining == 0
                    || (remaining == nil && Self.message(of: response).contains("api rate limit exceeded"))
            else { return .useDefault }
            if let delay = RetryAfter.delay(in: response.headers, now: attempt.now) {
                return .pause(for: delay)
            }
            guard let reset = RateLimitHeaders.number(response.headers["x-ratelimit-reset"]) else {
                return .pause(for: .seconds(60))
            }
            let seconds = max(0, reset - attempt.now.timeIntervalSince1970.rounded(.down))
            return .pause(for: .seconds(RetryAfter.clamped(seconds)))
        }
    }

    /// GitHub's secondary limit: `403` or `429` with `Retry-After`, or whose message names a
    /// secondary rate limit (then at least a minute, as GitHub documents).
    public static var githubSecondaryLimit: RetryRule {
        RetryRule { attempt in
            guard let response = attempt.response, attempt.status == 403 || attempt.status == 429 else {
                return .useDefault
            }
            if let delay = RetryAfter.delay(in: response.headers, now: attempt.now) {
                return .pause(for: delay)
            }
            let body = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
            guard body.contains("secondary rate") || body.contains("abuse detection") else {
                return .useDefault
            }
            return .pause(for: .seconds(60))
        }
    }

    /// Both GitHub limits, primary first.
    public static var github: [RetryRule] { [.githubPrimaryLimit, .githubSecondaryLimit] }

    /// The start of the body in lower case, for matching GitHub's messages.
    private static func message(of response: HTTPResponse) -> String {
        String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
    }
}
