/// New values typed for some of an order's fields, as text until the editor's interactor checks
/// them (``OrderEditorInteractor/apply(_:to:)``); `nil` leaves a field as it is.
///
/// A command line's options are such edits (`--fee 120`); a form is an edit of every field.
public struct OrderFieldEdits: Sendable, Hashable {
    public var name: String?
    /// As typed (``DeadlineText``: `YYYY-MM-DD`, `DD.MM.YYYY`, `today`, `tomorrow`, `+N`), or empty for none.
    public var deadline: String?
    public var customer: String?
    public var summary: String?
    /// `120`, `99.50` or `99,50`, or empty for none.
    public var fee: String?
    public var done: Bool?

    public init(
        name: String? = nil, deadline: String? = nil, customer: String? = nil, summary: String? = nil,
        fee: String? = nil, done: Bool? = nil
    ) {
        self.name = name
        self.deadline = deadline
        self.customer = customer
        self.summary = summary
        self.fee = fee
        self.done = done
    }

    /// Every field of `form`.
    public init(_ form: OrderForm) {
        self.init(
            name: form.name, deadline: form.deadline, customer: form.customer, summary: form.summary,
            fee: form.fee, done: form.done)
    }
}
