import Basics
import Courier
import Foundation

/// GitHub refused a request because a rate limit was hit: when to retry, and which limit.
///
/// - The **primary** limit (a 403 or 429 with `x-ratelimit-remaining: 0`, or the message
///   "API rate limit exceeded"): retry after `x-ratelimit-reset`.
/// - A **secondary** limit (a 403 or 429 whose message mentions a "secondary rate" limit, or with
///   `retry-after`): retry after `retry-after` seconds, or a minute when it is blank.
///
/// - A **local** limit: not GitHub's, but one the program between the user and GitHub keeps (a web
///   site's allowance for each visitor), reached before anything was sent; its `message` is the
///   program's.
///
/// Either way the wait is at most a day (Courier's `RetryAfter.longest`), as the retry pauses are.
public struct RateLimitExceeded: Sendable, Hashable, CustomStringConvertible {
    /// Which limit was hit.
    public enum Kind: Sendable, Hashable {
        case primary
        case secondary
        /// Not GitHub's: a limit of the program between the user and GitHub (a web site's allowance
        /// for each of its visitors), reached before anything was sent.
        case local
    }

    public let kind: Kind
    /// The earliest time to try again.
    public let retryAt: Date
    /// The rate-limit headers of the refusal.
    public let rateLimit: RateLimit?
    /// GitHub's message (for a local limit, the program's).
    public let message: String?
    /// The refusal itself (its status, headers with secret ones masked, and body), when the limit was
    /// read from one; not compared: two refusals of the same limit are equal.
    public internal(set) var refusal: StatusError?

    public init(kind: Kind, retryAt: Date, rateLimit: RateLimit?, message: String?) {
        self.kind = kind
        self.retryAt = retryAt
        self.rateLimit = rateLimit
        self.message = message
    }

    /// The wait a secondary limit asks for when `retry-after` is blank.
    public static let defaultSecondaryWait: TimeInterval = 60

    /// Classifies a refused response: `nil` when it is not a rate-limit refusal.
    public static func classify(status: Int, headers: HTTPHeaders, body: GitHubErrorBody?, now: Date)
        -> RateLimitExceeded?
    {
        guard status == 403 || status == 429 else { return nil }
        let message = body?.message
        let lowered = message?.lowercased() ?? ""
        let rateLimit = RateLimit(headers: headers)
        let retryAfter = headers["retry-after"]
        if lowered.contains("secondary rate") || lowered.contains("abuse detection") || retryAfter != nil {
            let seconds =
                RetryAfter.delay(in: headers, now: now).map { Double($0.components.seconds) }
                ?? defaultSecondaryWait
            return RateLimitExceeded(
                kind: .secondary, retryAt: now.addingTimeInterval(seconds), rateLimit: rateLimit,
                message: message)
        }
        if rateLimit?.isExhausted == true || lowered.hasPrefix("api rate limit exceeded") {
            let reset = rateLimit?.reset ?? now.addingTimeInterval(defaultSecondaryWait)
            let latest = now.addingTimeInterval(Double(RetryAfter.longest.components.seconds))
            return RateLimitExceeded(
                kind: .primary, retryAt: min(max(reset, now), latest), rateLimit: rateLimit, message: message)
        }
        // A 429 is a rate limit by its status alone, whatever it says: GitHub's secondary one.
        if status == 429 {
            return RateLimitExceeded(
                kind: .secondary, retryAt: now.addingTimeInterval(defaultSecondaryWait), rateLimit: rateLimit,
                message: message)
        }
        return nil
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind, lhs.retryAt, lhs.rateLimit, lhs.message) == (
            rhs.kind, rhs.retryAt, rhs.rateLimit, rhs.message
        )
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(retryAt)
        hasher.combine(rateLimit)
        hasher.combine(message)
    }

    public var description: String {
        let which =
            switch kind {
            case .primary: "rate limit exceeded"
            case .secondary: "secondary rate limit exceeded"
            case .local: "Too many requests to GitHub"
            }
        return "\(which); retry after \(Self.timeFormat(retryAt))"
    }

    /// `2026-12-01 11:45:00 UTC`, for messages.
    static func timeFormat(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        return formatter.string(from: date)
    }
}
