import Basics
import Planner
import Terminal

/// `planner add|edit`: the fields from options, or from prompts at a terminal, checked and saved by
/// the editor's interactor.
@MainActor
enum EditCommands {
    static func add(_ context: PlannerContext) async -> ExitCode {
        await save(context, mode: .create)
    }

    static func edit(_ context: PlannerContext) async -> ExitCode {
        if context.invocation.flag("done") && context.invocation.flag("not-done") {
            return context.launch.printUsageError("--done and --not-done cannot be used together")
        }
        do throws(PlannerError) {
            let order = try await context.ordersInteractor.order(context.orderID)
            return await save(context, mode: .edit(order))
        } catch {
            return context.fail(error)
        }
    }

    /// Options set the fields they name; the others keep the order's values (an edit) or stay empty
    /// (a new order). At a terminal, when no field option is given, each field is asked for, the
    /// current value as the default (`-` clears one); `--done` and `--not-done` still apply. An order
    /// deleted elsewhere while its fields were asked for can be added again from what was typed, as
    /// in the interactive mode.
    private static func save(_ context: PlannerContext, mode: OrderEditorMode) async -> ExitCode {
        let editor = context.editorInteractor
        let invocation = context.invocation
        var edits = OrderFieldEdits(
            name: invocation.value("name"), deadline: invocation.value("deadline"),
            customer: invocation.value("customer"), summary: invocation.value("summary"),
            fee: invocation.value("fee"))
        if invocation.flag("done") { edits.done = true }
        if invocation.flag("not-done") { edits.done = false }
        let given = CommandTree.fieldOptions.contains { invocation.value($0.name) != nil }
        let prompting = !given && context.canPrompt
        var fields = OrderFields.blank
        do throws(PlannerError) {
            if prompting {
                guard
                    var form = FormPrompts(prompter: context.prompter, output: context.output, editor: editor)
                        .ask(OrderForm(mode: mode))
                else {
                    return context.formAbandoned()
                }
                form.done = edits.done ?? form.done
                fields = try editor.validate(form)
            } else {
                let current = if case .edit(let order) = mode { order.fields } else { OrderFields.blank }
                fields = try editor.apply(edits, to: current)
            }
            let result = try await editor.save(fields, as: mode)
            context.output.saved(result, by: context.ordersInteractor)
            return .success
        } catch  where prompting && error.orderIsMissing && mode != .create {
            context.output.alert(Alert(error))
            guard
                context.prompter.confirm(Messages.addDeletedOrderAgain, default: false) == true
            else { return ExitCode(error.failureKind) }
            do throws(PlannerError) {
                context.output.saved(try await editor.save(fields, as: .create), by: context.ordersInteractor)
                return .success
            } catch {
                return context.fail(error)
            }
        } catch {
            return context.fail(error)
        }
    }
}
