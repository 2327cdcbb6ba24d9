import Basics

/// Validates the editor's input and saves it: creates an order, or sends only the changed fields.
public struct OrderEditorInteractor: Sendable {
    public let store: any OrderStore

    public init(store: any OrderStore) { self.store = store }

    /// The form as order fields: a name is required; the deadline must be a real `YYYY-MM-DD` date and
    /// the fee an amount with at most two decimals; blank optional fields are empty. Checked in the
    /// form's order, so the first problem is reported.
    public func validate(_ form: OrderForm) throws(PlannerError) -> OrderFields {
        guard let name = form.name.nonBlank else { throw PlannerError(.input, Messages.nameRequired) }
        var deadline: Day?
        if let text = form.deadline.nonBlank {
            guard let day = Day(iso: text) else {
                throw PlannerError(.input, Messages.badDeadline(text))
            }
            deadline = day
        }
        var fee: Money?
        if let text = form.fee.nonBlank {
            guard let money = Money(parsing: text) else {
                throw PlannerError(.input, Messages.badFee(text))
            }
            fee = money
        }
        return OrderFields(
            name: name, deadline: deadline, customer: form.customer.nonBlank, summary: form.summary.nonBlank,
            fee: fee, done: form.done)
    }

    public func create(_ fields: OrderFields) async throws(PlannerError) -> Order {
        guard let order = try await store.create([fields]).first else {
            throw PlannerError(.unavailable, "The server did not answer the created order")
        }
        return order
    }

    /// Sends only what differs from `order`; nothing at all when nothing does.
    public func update(_ order: Order, to fields: OrderFields) async throws(PlannerError) -> (
        Order, [OrderField]
    ) {
        let changes = OrderChanges(from: order.fields, to: fields)
        guard !changes.isEmpty else { return (order, []) }
        return (try await store.update(order.id, changes), changes.changed.sorted())
    }
}
