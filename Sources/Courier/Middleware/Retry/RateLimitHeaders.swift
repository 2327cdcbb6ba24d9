import Foundation

/// Reads numeric rate-limit headers, which some servers send as decimals ("1735944560.0").
enum RateLimitHeaders {
    /// The whole number in `value`, or `nil` when it is not a plain non-negative number.
    static func number(_ value: String?) -> Double? {
        guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text.count <= 32,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let number = Double(text), number.isFinite
        else { return nil }
        return number.rounded(.down)
    }
}
