import Basics

/// An order: an article to translate, for a customer, by a deadline.
public struct Order: Sendable, Hashable, Identifiable {
    /// The record id (`rec…`).
    public var id: String
    public var fields: OrderFields

    public init(id: String, fields: OrderFields) {
        self.id = id
        self.fields = fields
    }

    public var name: String { fields.name }
    /// The name as a person reads it: ``Messages/noName`` for a name left blank (a record typed in
    /// Airtable by hand), so that a list row and a title always have words to show and click.
    public var shownName: String { fields.name.isBlank ? Messages.noName : fields.name }
    public var deadline: Day? { fields.deadline }
    public var customer: String? { fields.customer }
    public var summary: String? { fields.summary }
    public var fee: Money? { fields.fee }
    public var done: Bool { fields.done }
}
