import Basics

/// An order: an article to translate, for a customer, by a deadline (the seed's `OrderItem`).
public struct Order: Sendable, Hashable, Identifiable {
    /// The record id (`rec…`).
    public var id: String
    public var fields: OrderFields

    public init(id: String, fields: OrderFields) {
        self.id = id
        self.fields = fields
    }

    public var name: String { fields.name }
    public var deadline: Day? { fields.deadline }
    public var customer: String? { fields.customer }
    public var summary: String? { fields.summary }
    public var fee: Money? { fields.fee }
    public var done: Bool { fields.done }
}

/// What an order holds besides its id: what is sent to create one.
public struct OrderFields: Sendable, Hashable {
    /// Required; never blank once validated.
    public var name: String
    public var deadline: Day?
    public var customer: String?
    public var summary: String?
    /// The estimate for the job.
    public var fee: Money?
    public var done: Bool

    public init(
        name: String, deadline: Day? = nil, customer: String? = nil, summary: String? = nil,
        fee: Money? = nil,
        done: Bool = false
    ) {
        self.name = name
        self.deadline = deadline
        self.customer = customer
        self.summary = summary
        self.fee = fee
        self.done = done
    }

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

/// The table's fields, named as in Airtable.
public enum OrderField: String, Sendable, Hashable, CaseIterable, Comparable {
    case name
    case deadline
    case customer
    case summary
    case fee
    case done

    public static func < (lhs: OrderField, rhs: OrderField) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// An edit: the order's new values and which of them changed; only those are sent (a PATCH).
public struct OrderChanges: Sendable, Hashable {
    public var fields: OrderFields
    public var changed: Set<OrderField>

    public init(fields: OrderFields, changed: Set<OrderField>) {
        self.fields = fields
        self.changed = changed
    }

    /// What changes from `original` to `updated`.
    public init(from original: OrderFields, to updated: OrderFields) {
        self.init(fields: updated, changed: original.changedFields(to: updated))
    }

    public var isEmpty: Bool { changed.isEmpty }
}
