import Basics
import Foundation

/// GitHub's `x-ratelimit-*` headers, sent on every API response.
///
/// Values are parsed as numbers and truncated (GitHub has been seen sending floats); a header that is
/// missing or unreadable is `nil`.
public struct RateLimit: Sendable, Hashable, CustomStringConvertible {
    /// Requests allowed per window (`x-ratelimit-limit`).
    public let limit: Int?
    /// Requests left in the window (`x-ratelimit-remaining`).
    public let remaining: Int?
    /// Requests used in the window (`x-ratelimit-used`).
    public let used: Int?
    /// When the window resets (`x-ratelimit-reset`, UTC epoch seconds).
    public let reset: Date?
    /// The bucket: `core`, `search`, `graphql`, … (`x-ratelimit-resource`).
    public let resource: String?

    public init(limit: Int?, remaining: Int?, used: Int?, reset: Date?, resource: String?) {
        self.limit = limit
        self.remaining = remaining
        self.used = used
        self.reset = reset
        self.resource = resource
    }

    /// The rate limit of a response, or `nil` when it carries none of the headers.
    public init?(headers: HTTPHeaders) {
        func number(_ name: String) -> Double? {
            guard let text = headers[name]?.trimmingCharacters(in: .whitespaces), let value = Double(text),
                value.isFinite, value >= 0, value < 1e15
            else { return nil }
            return value.rounded(.towardZero)
        }
        let limit = number("x-ratelimit-limit").map { Int($0) }
        let remaining = number("x-ratelimit-remaining").map { Int($0) }
        let used = number("x-ratelimit-used").map { Int($0) }
        let reset = number("x-ratelimit-reset").map { Date(timeIntervalSince1970: $0) }
        let resource = headers["x-ratelimit-resource"]
        guard limit != nil || remaining != nil || used != nil || reset != nil || resource != nil else {
            return nil
        }
        self.init(limit: limit, remaining: remaining, used: used, reset: reset, resource: resource)
    }

    /// Whether the window is used up (`x-ratelimit-remaining: 0`).
    public var isExhausted: Bool { remaining == 0 }

    public var description: String {
        let left = remaining.map(String.init) ?? "?"
        let of = limit.map(String.init) ?? "?"
        var text = "\(left)/\(of) requests left"
        if let resource { text += " (\(resource))" }
        if let reset { text += ", resets at \(RateLimitExceeded.timeFormat(reset))" }
        return text
    }
}
