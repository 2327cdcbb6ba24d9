/// The editor's fields as typed: text until the interactor validates it.
public struct OrderForm: Sendable, Hashable {
    public static let createTitle = "New order"
    public static let editTitle = "Edit order"

    public var title = OrderForm.createTitle
    public var name = ""
    /// As typed (``DeadlineText``: `YYYY-MM-DD`, `DD.MM.YYYY`, `today`, `tomorrow`, `+N`), or empty for none.
    public var deadline = ""
    public var customer = ""
    public var summary = ""
    /// `120`, `99.50` or `99,50`, or empty for none.
    public var fee = ""
    public var done = false
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
