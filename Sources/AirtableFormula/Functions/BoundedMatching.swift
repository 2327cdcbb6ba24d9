import Foundation

/// Runs a regular expression with a time budget.
///
/// ICU (behind `NSRegularExpression`) backtracks, so a pattern like `(a+)+$` can take exponential
/// time; Airtable's RE2 cannot. Matching reports progress about every millisecond, and gives up
/// once `budget` has passed: the formula then gets an error value instead of holding the server.
/// The budget is far above what any ordinary pattern over a cell needs.
enum BoundedMatching {
    static let budget = Duration.milliseconds(250)

    /// Up to `limit` matches of `regex` in `text`, or `nil` when the budget ran out.
    static func matches(_ regex: NSRegularExpression, in text: String, limit: Int = .max)
        -> [NSTextCheckingResult]?
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: budget)
        var found: [NSTextCheckingResult] = []
        var outOfTime = false
        let range = NSRange(location: 0, length: text.utf16.count)
        regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { result, _, stop in
            if let result {
                found.append(result)
                if found.count >= limit { stop.pointee = true }
            } else if clock.now > deadline {
                outOfTime = true
                stop.pointee = true
            }
        }
        return outOfTime ? nil : found
    }
}
