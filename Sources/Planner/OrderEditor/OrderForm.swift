/// The editor's fields as typed: text until the interactor validates it.
public struct OrderForm: Sendable, Hashable {
    public static let createTitle = "New order"
    public static let editTitle = "Edit order"

    public var title: String
    public var name: String
    /// As typed (``DeadlineText``: `YYYY-MM-DD`, `DD.MM.YYYY`, `today`, `tomorrow`, `+N`), or empty for none.
    public var deadline: String
    public var customer: String
    public var summary: String
    /// `120`, `99.50` or `99,50`, or empty for none.
    public var fee: String
    public var done: Bool

    /// A form holding these values as typed; every field not given is empty.
    public init(
        title: String = OrderForm.createTitle, name: String = "", deadline: String = "",
        customer: String = "", summary: String = "", fee: String = "", done: Bool = false
    ) {
        self.title = title
        self.name = name
        self.deadline = deadline
        self.customer = customer
        self.summary = summary
        self.fee = fee
        self.done = done
    }
}

extension OrderForm {
    /// An empty form to create an order, or one holding the order's values to edit it.
    public init(mode: OrderEditorMode) {
        switch mode {
        case .create:
            self.init()
        case .edit(let order):
            self.init(
                title: Self.editTitle, name: order.name, deadline: order.deadline?.iso ?? "",
                customer: order.customer ?? "", summary: order.summary ?? "",
                fee: order.fee?.description ?? "",
                done: order.done)
        }
    }
}

extension OrderForm {
    /// The text of `field` as the form holds it; `nil` for ``OrderField/done``, a mark, not text.
    public func text(_ field: OrderField) -> String? {
        switch field {
        case .name: name
        case .deadline: deadline
        case .customer: customer
        case .summary: summary
        case .fee: fee
        case .done: nil
        }
    }

    /// This form with `fields` as `other` holds them; the others as they are.
    public func with(_ fields: Set<OrderField>, from other: OrderForm) -> OrderForm {
        var form = self
        for field in fields {
            switch field {
            case .name: form.name = other.name
            case .deadline: form.deadline = other.deadline
            case .customer: form.customer = other.customer
            case .summary: form.summary = other.summary
            case .fee: form.fee = other.fee
            case .done: form.done = other.done
            }
        }
        return form
    }
}
