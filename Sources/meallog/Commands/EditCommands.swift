import Basics
import MealLog
import Terminal

/// `meallog edit ID` and `meallog delete ID`, and the same flows in the interactive mode: one stored
/// meal, loaded, changed or deleted by ``EditMealPresenter`` (which also serves courier-web).
@MainActor
enum EditCommands {
    static func edit(_ context: MealLogContext) async -> ExitCode {
        let given = { (field: MealField) in context.invocation.value(field.rawValue) }
        let changes = Dictionary(
            uniqueKeysWithValues: MealField.allCases.compactMap { field in given(field).map { (field, $0) } })
        return await edit(
            context.invocation.argument("id") ?? "", changes: changes,
            prompting: changes.isEmpty && context.canPrompt, context)
    }

    static func delete(_ context: MealLogContext) async -> ExitCode {
        await delete(
            context.invocation.argument("id") ?? "",
            confirming: context.canPrompt && !context.invocation.flag("yes"), context)
    }

    /// Changes meal `id`: the fields in `changes` take their values and the others keep theirs
    /// (``MealForm/changing(_:today:)``); when `prompting`, every field is asked for instead, its current
    /// value as the default, and only the fields answered differently are changed. The edited form is checked as adding checks it, and the record's key
    /// (day, store and dish) is rewritten with it by the store. A meal deleted elsewhere while its
    /// fields were asked for can be logged again as a new meal from what was typed.
    static func edit(
        _ id: String, changes: [MealField: String], prompting: Bool, _ context: MealLogContext
    ) async -> ExitCode {
        let (presenter, screen) = editing(id, context)
        guard await presenter.load(), let record = presenter.record else { return screen.exitCode }
        var form = MealForm(record: record).changing(changes, today: context.today)
        if prompting {
            let prompts = MealPrompts(
                prompter: context.prompter, output: context.output, messages: context.messages,
                today: context.today)
            guard let answered = prompts.edit(form) else {
                return context.formAbandoned(context.messages.notSaved)
            }
            // Asked field by field, for as long as the person takes: only what they changed goes
            // onto the meal as it is by then (another window may have changed it meanwhile).
            let opened = form
            _ = await context.saving(on: screen) { await presenter.save(answered, openedAs: opened) }
            form = answered
        } else {
            await presenter.save(form)
        }
        guard prompting, screen.alerts.contains(where: { $0.dismissal == .close }) else {
            return screen.exitCode
        }
        guard context.prompter.confirm(context.messages.logAgainAsNew) == true else { return screen.exitCode }
        return await MealCommands.add(form, context)
    }

    /// Deletes meal `id`, after asking when `confirming` (a "no" or the end of input keeps it: exit 1).
    static func delete(_ id: String, confirming: Bool, _ context: MealLogContext) async -> ExitCode {
        let (presenter, screen) = editing(id, context)
        guard await presenter.load(), let record = presenter.record else { return screen.exitCode }
        if confirming {
            let question = context.messages.confirmDelete(record.name)
            guard context.prompter.confirm(question) == true else {
                context.console.printError(context.messages.notDeleted)
                return .failure
            }
        }
        await presenter.delete()
        return screen.exitCode
    }

    private static func editing(_ id: String, _ context: MealLogContext) -> (
        EditMealPresenter, EditMealScreen
    ) {
        let presenter = EditMealPresenter(
            mealID: id.trimmed, interactor: EditMealInteractor(store: context.store),
            messages: context.messages, today: context.today)
        let screen = EditMealScreen(output: context.output)
        presenter.view = screen
        return (presenter, screen)
    }
}
