import Foundation

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    package var seconds: TimeInterval {
        let (whole, attoseconds) = components
        return TimeInterval(whole) + TimeInterval(attoseconds) / 1e18
    }

    /// The duration in whole seconds, rounded up: what a person is told to wait ("try again in 3 s"
    /// for 2.1 s).
    package var wholeSecondsRoundedUp: Int {
        let (whole, attoseconds) = components
        return Int(whole) + (attoseconds > 0 ? 1 : 0)
    }
}
