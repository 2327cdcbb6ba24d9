import Basics

/// What an order holds besides its id: what is sent to create one.
public struct OrderFields: Sendable, Hashable {
    /// Required; never blank once validated.
    public var name: String
    public var deadline: Day?
    public var customer: String?
    public var summary: String?
    /// The estimate for the job.
    public var fee: Money?
    public var done = false
}

extension OrderFields {
    /// Nothing filled in: where a new order's fields start before edits are applied.
    public static let blank = OrderFields(name: "")

    /// The fields whose values differ between `self` and `other`.
    public func changedFields(to other: OrderFields) -> Set<OrderField> {
        var changed: Set<OrderField> = []
        if name != other.name { changed.insert(.name) }
        if deadline != other.deadline { changed.insert(.deadline) }
        if customer != other.customer { changed.insert(.customer) }
        if summary != other.summary { changed.insert(.summary) }
        if fee != other.fee { changed.insert(.fee) }
        if done != other.done { changed.insert(.done) }
        return changed
    }
}
