import Foundation

/// Runs a regular expression with a time budget per match attempt, within the request's own.
///
/// ICU (behind `NSRegularExpression`) backtracks, so a pattern like `(a+)+$` can take exponential
/// time; Airtable's RE2 cannot. Matching reports progress about every millisecond; when `budget`
/// passes without a match being found, it gives up, and the formula gets an error value instead of
/// holding the server. The clock restarts at every match, so a long text with many matches is
/// never cut short. The budget is far above what an ordinary pattern needs over a whole cell.
/// Each progress report also counts as work of the request's ``EvaluationBudget``, so that many
/// slow matches in one formula, or on many records, end when the request's time is up (or its
/// client has gone) rather than each using its whole budget.
enum BoundedMatching {
    static let budget = Duration.milliseconds(250)

    /// Steps of the request's budget one progress report counts as: its check comes about every
    /// sixteen milliseconds of matching.
    static let stepsPerProgressReport = 64

    /// Calls `handle` with each match in order until it returns `false`. Returns `false` when the
    /// budget, or the request's, ran out.
    static func enumerate(
        _ regex: NSRegularExpression, in text: String, within request: EvaluationBudget?,
        _ handle: (NSTextCheckingResult) -> Bool
    ) -> Bool {
        let clock = ContinuousClock()
        var deadline = clock.now.advanced(by: budget)
        var outOfTime = false
        let range = NSRange(location: 0, length: text.utf16.count)
        // Linux's Foundation declares the block escaping; it is only called during the call.
        withoutActuallyEscaping(handle) { handle in
            regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { result, _, stop in
                if let result {
                    if !handle(result) { stop.pointee = true }
                    deadline = clock.now.advanced(by: budget)
                } else if clock.now > deadline || request?.step(stepsPerProgressReport) == false {
                    outOfTime = true
                    stop.pointee = true
                }
            }
        }
        return !outOfTime
    }
}
