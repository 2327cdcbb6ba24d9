import Foundation

/// Reads a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
public enum RetryAfter {
    /// The wait the header asks for, or `nil` when it is absent or unreadable. A date in the past
    /// gives zero.
    public static func delay(in headers: HTTPHeaders, now: Date) -> Duration? {
        guard let value = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
        else { return nil }
        if let seconds = Double(value), seconds >= 0, seconds.isFinite {
            return .milliseconds(Int64(seconds * 1000))
        }
        guard let date = HTTPDate.parse(value) else { return nil }
        return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1000))
    }
}

/// HTTP dates (IMF-fixdate, e.g. `Sun, 06 Nov 1994 08:49:37 GMT`, plus the obsolete RFC 850 and asctime
/// forms).
public enum HTTPDate {
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]

    public static func parse(_ text: String) -> Date? {
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    /// Formats `date` as an IMF-fixdate.
    public static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
