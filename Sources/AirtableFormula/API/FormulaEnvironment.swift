import Basics
import Foundation

/// The clock and time zone `NOW()`, `TODAY()` and the date functions use.
///
/// Injected rather than read from the system, so that evaluation is deterministic in tests.
public struct FormulaEnvironment: Sendable {
    /// The instant `NOW()` answers, to the millisecond.
    public var now: Timestamp
    /// The zone `TODAY()` and calendar units (day, week, month…) are computed in; UTC by default.
    public var timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone = .gmt) {
        self.now = Timestamp(now)
        self.timeZone = timeZone
    }
}
