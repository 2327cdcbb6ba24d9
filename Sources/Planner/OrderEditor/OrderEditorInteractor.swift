import Basics

/// Validates the editor's input and saves it: creates an order, or sends only the changed fields.
public struct OrderEditorInteractor: Sendable {
    /// The store, and the day `today`, `tomorrow` and `+N` in a deadline count from.
    public let orders: OrdersInteractor
    public var store: any OrderStore { orders.store }

    public init(orders: OrdersInteractor) { self.orders = orders }

    /// The form as order fields: a name is required; the deadline must be a real date as
    /// ``DeadlineText`` reads one and the fee an amount with at most two decimals; blank optional
    /// fields are empty. Checked in the form's order, so the first problem is reported.
    public func validate(_ form: OrderForm) throws(PlannerError) -> OrderFields {
        try apply(OrderFieldEdits(form), to: .blank)
    }

    /// Every problem of the form, in its order (name, deadline, fee), so that a refused form marks
    /// each wrong field at once; empty when ``validate(_:)`` takes it.
    public func problems(_ form: OrderForm) -> [PlannerError] {
        var problems: [PlannerError] = []
        if form.name.isBlank { problems.append(PlannerError(.input, Messages.nameRequired)) }
        do throws(PlannerError) { _ = try day(form.deadline) } catch { problems.append(error) }
        do throws(PlannerError) { _ = try Self.money(form.fee) } catch { problems.append(error) }
        return problems
    }

    /// `fields` with `edits` applied, checked as ``validate(_:)`` checks a form: the name that
    /// results must not be blank, and each edited deadline and fee must read as one. Fields not
    /// edited keep their values as they are.
    public func apply(_ edits: OrderFieldEdits, to fields: OrderFields) throws(PlannerError) -> OrderFields {
        var result = fields
        guard let name = (edits.name ?? fields.name).nonBlank else {
            throw PlannerError(.input, Messages.nameRequired)
        }
        result.name = name
        if let text = edits.deadline {
            result.deadline = try day(text)
        }
        if let customer = edits.customer { result.customer = customer.nonBlank }
        if let summary = edits.summary { result.summary = summary.nonBlank }
        if let text = edits.fee {
            result.fee = try Self.money(text)
        }
        if let done = edits.done { result.done = done }
        return result
    }

    /// How many years before today a typed deadline may be.
    public static let deadlineYears = 100

    /// A typed deadline: `nil` when blank; an input error when it names no day, or a day more than
    /// ``deadlineYears`` years before today (a year mistyped: `0001`, `0225`). A far future stays
    /// open: `2999` is how some say "some day". For checking a field as it is entered.
    public func day(_ text: String) throws(PlannerError) -> Day? {
        guard let text = text.nonBlank else { return nil }
        let today = orders.today()
        guard let day = DeadlineText.day(text, today: today) else {
            throw PlannerError(.input, Messages.badDeadline(text))
        }
        if day < today.adding(years: -Self.deadlineYears) {
            throw PlannerError(.input, Messages.farDeadline(text))
        }
        return day
    }

    /// A typed fee: `nil` when blank; an input error when it is not an amount. For checking a field
    /// as it is entered.
    public static func money(_ text: String) throws(PlannerError) -> Money? {
        guard let text = text.nonBlank else { return nil }
        guard let money = Money(parsing: text) else { throw PlannerError(.input, Messages.badFee(text)) }
        return money
    }

    /// Creates the order, or sends an edit's changed fields; what was saved.
    public func save(_ fields: OrderFields, as mode: OrderEditorMode) async throws(PlannerError)
        -> OrderEditorResult
    {
        switch mode {
        case .create:
            return OrderEditorResult(
                order: try await create(fields), created: true, changed: OrderField.allCases)
        case .edit(let original):
            let (order, changed) = try await update(original, to: fields)
            return OrderEditorResult(order: order, created: false, changed: changed)
        }
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
