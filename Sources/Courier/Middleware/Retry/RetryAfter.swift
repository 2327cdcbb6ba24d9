import Basics
import Foundation

/// Reads a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
public enum RetryAfter {
    /// The longest wait a header can ask for here: a day. Larger values are clamped to it, so that
    /// any header, however absurd, pauses a key for a day at most (a server that really wants
    /// longer says so again when asked then).
    public static let longest = Duration.seconds(86_400)

    /// The wait the header asks for, or `nil` when it is absent or unreadable. A date in the past
    /// gives zero. Seconds must be ASCII digits only (`1e300`, `-1`, `1.5` are unreadable); any
    /// number of digits is accepted and clamped to ``longest``.
    public static func delay(in headers: HTTPHeaders, now: Date) -> Duration? {
        guard let value = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
        else { return nil }
        if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            let significant = value.drop { $0 == "0" }
            guard significant.count <= 10, let seconds = Int64(significant.isEmpty ? "0" : significant) else {
                return longest
            }
            return min(.seconds(seconds), longest)
        }
        guard let date = HTTPDate.parse(value) else { return nil }
        return .seconds(clamped(date.timeIntervalSince(now)))
    }

    /// `seconds` as a whole, non-negative number no larger than ``longest`` (NaN gives zero).
    static func clamped(_ seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        return Int64(min(seconds.rounded(.up), longest.seconds))
    }
}
