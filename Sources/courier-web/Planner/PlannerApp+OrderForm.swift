import Basics
import HTTPServer
import Planner
import Web

/// The New order and Edit order form: its fields, what it was opened with, and the page.
extension PlannerApp {
    /// The order form's fields, by name.
    static let formFields = ["name", "deadline", "customer", "summary", "fee", "done"]

    /// What an order form holds (`field` reads it by name: what was posted, or what it was opened
    /// with), under `mode`'s title.
    static func typed(_ field: (String) -> String, as mode: OrderEditorMode) -> OrderForm {
        var form = OrderForm(mode: mode)
        form.name = field("name")
        form.deadline = field("deadline")
        form.customer = field("customer")
        form.summary = field("summary")
        form.fee = field("fee")
        form.done = field("done") == "on"
        return form
    }

    /// The values `form` shows, to carry in it.
    static func opened(_ form: OrderForm) -> OpenedValues {
        OpenedValues([
            "name": form.name, "deadline": form.deadline, "customer": form.customer, "summary": form.summary,
            "fee": form.fee, "done": form.done ? "on" : "",
        ])
    }

    static let deletedWhileEditing =
        "This order was deleted while you were editing it. Save adds it again as a new order."

    /// The New order form, or the Edit form of the order `editing`: Name, Deadline (a date),
    /// Customer, Summary, Fee (and Done when editing, or when the form holds it); a refused save
    /// shows each error next to its field, with what was typed; one refused because another
    /// window changed the same fields (the order's values `now`) says so next to each of them.
    @MainActor
    func orderForm(
        _ page: PageRequest, form: OrderForm = OrderForm(mode: .create), editing id: String? = nil,
        refused: [Alert] = [], opened: OpenedValues? = nil, now: OrderForm? = nil
    ) -> PageResponse {
        let view = PageView(backend: backend)
        refused.forEach(view.show)
        var fieldOfMessage = [
            Messages.nameRequired: "name", Messages.badDeadline(form.deadline): "deadline",
            Messages.farDeadline(form.deadline): "deadline", Messages.badFee(form.fee): "fee",
        ]
        for field in OrderField.allCases {
            if let now { fieldOfMessage[Messages.changedElsewhere(field, now: now)] = field.rawValue }
        }
        let (errors, others) = view.formErrors(fieldOfMessage)
        var fields = [
            FormField(name: "name", label: "Name", value: form.name, error: errors["name"], required: true),
            FormField(
                name: "deadline", label: "Deadline", control: .date, value: form.deadline,
                error: errors["deadline"]),
            FormField(name: "customer", label: "Customer", value: form.customer, error: errors["customer"]),
            FormField(name: "summary", label: "Summary", value: form.summary, error: errors["summary"]),
            FormField(name: "fee", label: "Fee", control: .number, value: form.fee, error: errors["fee"]),
        ]
        if id != nil || form.done {
            fields.append(
                FormField(
                    name: "done", label: "Done", control: .checkbox, value: form.done ? "on" : "",
                    error: errors["done"]))
        }
        let html = FormPage.form(
            action: id.map { "/planner/orders/\($0)" } ?? "/planner/orders", fields: fields, submit: "Save",
            page: page, hidden: opened?.hiddenFields ?? [:],
            cancel: id.map { ("/planner/orders/\($0)", "Cancel") }, creates: id == nil)
        let status: Response.Status = errors.isEmpty ? view.status : .unprocessableEntity
        return .page(
            layout(form.title, page, "<h1>\(form.title)</h1>\(others)\(html)"), status: status)
    }
}
