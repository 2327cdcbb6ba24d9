import Basics
import Planner
import Terminal

/// Asks for each field of the order form at a terminal: the current value as the default, `-` to
/// clear it. The name, the deadline and the fee are checked as they are entered (by the editor
/// interactor's rules), and asked again, with the reason, until they read.
struct FormPrompts {
    let prompter: Prompter
    let output: Output
    let editor: OrderEditorInteractor

    /// The form as answered; `nil` when the input ended.
    func ask(_ form: OrderForm) -> OrderForm? {
        var form = form
        let name = checked {
            prompter.ask("Name", default: form.name.nonEmpty)
        } by: { text throws(PlannerError) in
            if text.nonBlank == nil { throw PlannerError(.input, Messages.nameRequired) }
        }
        guard let name,
            let deadline = checked(
                { ask("Deadline (YYYY-MM-DD, today, +N)", form.deadline) },
                by: { text throws(PlannerError) in _ = try editor.day(text) }),
            let customer = ask("Customer", form.customer),
            let summary = ask("Summary", form.summary),
            let fee = checked(
                { ask("Fee", form.fee) },
                by: { text throws(PlannerError) in _ = try OrderEditorInteractor.money(text) }),
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

    /// What `answer` gives, asked again after saying why while `check` refuses it; `nil` when the
    /// input ended.
    private func checked(
        _ answer: () -> String?, by check: (String) throws(PlannerError) -> Void
    ) -> String? {
        while let text = answer() {
            do throws(PlannerError) {
                try check(text)
                return text
            } catch {
                output.alert(Alert(error))
            }
        }
        return nil
    }

    private func ask(_ label: String, _ current: String) -> String? {
        let hint = current.isEmpty ? label : "\(label), - to clear"
        guard let answer = prompter.ask(hint, default: current.nonEmpty) else { return nil }
        return answer.trimmed == "-" ? "" : answer
    }
}
