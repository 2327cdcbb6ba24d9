import Basics
import Planner
import Terminal

/// Asks for each field of the order form at a terminal: the current value as the default, `-` to
/// clear it.
struct FormPrompts {
    let prompter: Prompter

    /// The form as answered; `nil` when the input ended.
    func ask(_ form: OrderForm) -> OrderForm? {
        var form = form
        guard let name = prompter.ask("Name", default: form.name.nonEmpty),
            let deadline = ask("Deadline (YYYY-MM-DD)", form.deadline),
            let customer = ask("Customer", form.customer),
            let summary = ask("Summary", form.summary),
            let fee = ask("Fee", form.fee),
            let done = prompter.confirm("Done?", default: form.done)
        else { return nil }
        form.name = name
        form.deadline = deadline
        form.customer = customer
        form.summary = summary
        form.fee = fee
        form.done = done
        return form
    }

    private func ask(_ label: String, _ current: String) -> String? {
        let hint = current.isEmpty ? label : "\(label), - to clear"
        guard let answer = prompter.ask(hint, default: current.nonEmpty) else { return nil }
        return answer.trimmed == "-" ? "" : answer
    }
}
