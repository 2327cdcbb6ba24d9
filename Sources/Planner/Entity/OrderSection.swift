import Basics

/// The orders due on one day, or those with no deadline.
public struct OrderSection: Sendable, Hashable {
    /// The deadline shared by the section's orders; `nil` for orders without one (always last).
    public var date: Day?
    public var orders: [Order]

    public init(date: Day?, orders: [Order]) {
        self.date = date
        self.orders = orders
    }
}
