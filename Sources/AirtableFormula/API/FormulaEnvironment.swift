import Basics
import Foundation

/// The clock and time zone `NOW()`, `TODAY()` and the date functions use, and the budget that
/// bounds the work of one request's evaluations.
///
/// Injected rather than read from the system, so that evaluation is deterministic in tests.
public struct FormulaEnvironment: Sendable {
    /// The instant `NOW()` answers, to the millisecond.
    public var now: Timestamp
    /// The zone `TODAY()` and calendar units (day, week, month…) are computed in; UTC by default.
    public var timeZone: TimeZone
    /// Stops evaluation when spent; `nil` for none.
    public var budget: EvaluationBudget?

    public init(now: Date, timeZone: TimeZone = .gmt, budget: EvaluationBudget? = nil) {
        self.now = Timestamp(now)
        self.timeZone = timeZone
        self.budget = budget
    }
}
