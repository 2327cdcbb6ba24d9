import Foundation

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    package var seconds: TimeInterval {
        let (whole, attoseconds) = components
        return TimeInterval(whole) + TimeInterval(attoseconds) / 1e18
    }

    /// The duration in whole seconds, rounded up: a wait given in seconds (a `Retry-After` of 3 for
    /// 2.1 s), where a part of a second is still one.
    package var wholeSecondsRoundedUp: Int {
        let (whole, attoseconds) = components
        return Int(whole) + (attoseconds > 0 ? 1 : 0)
    }

    /// The duration in whole milliseconds, rounded up, none below zero: a setting given in
    /// milliseconds (PostgreSQL's timeouts), where a part of a millisecond is still one.
    package var wholeMillisecondsRoundedUp: Int {
        let (whole, attoseconds) = components
        guard whole >= 0 else { return 0 }
        let milliseconds = Int(clamping: whole).multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return .max }
        return milliseconds.partialValue + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
