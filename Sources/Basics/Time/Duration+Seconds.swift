import Foundation

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    package var seconds: TimeInterval {
        let (whole, attoseconds) = components
        return TimeInterval(whole) + TimeInterval(attoseconds) / 1e18
    }
}
