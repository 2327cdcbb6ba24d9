import Airtable
import Basics
import MealLog
import Terminal

/// `meallog add`, `list` and `recommend`.
@MainActor
enum MealCommands {
    /// At a terminal, the fields the options leave out are asked for, as the interactive mode asks
    /// them (the weekday only without `--date`; the store only when no option was given at all),
    /// once the options given are checked; elsewhere the form is checked as given, and a missing field is an input error.
    static func add(_ context: MealLogContext) async -> ExitCode {
        let given = { (field: MealField) in context.invocation.value(field.rawValue) }
        let value = { (field: MealField) in given(field) ?? "" }
        var form = MealForm(
            type: value(.type), name: value(.name), week: value(.week), status: value(.status),
            store: value(.store), date: value(.date))
        if context.canPrompt {
            if let problem = form.problemWithGivenValues(today: context.today) {
                return context.output.fail(.input(context.messages.problem(problem)))
            }
            var missing = [MealField.type, .name, .week, .status].filter { value($0).trimmed.isEmpty }
            if !value(.date).trimmed.isEmpty { missing.removeAll { $0 == .week } }
            if MealField.allCases.allSatisfy({ given($0) == nil }) { missing.append(.store) }
            let prompts = MealPrompts(
                prompter: context.prompter, output: context.output, messages: context.messages,
                today: context.today)
            guard let answered = prompts.ask(missing, into: form) else {
                return context.formAbandoned(context.messages.notSaved)
            }
            form = answered
        }
        return await add(form, context)
    }

    /// Saves `form`, typed as options or picked in the interactive mode, and says how it went.
    static func add(_ form: MealForm, _ context: MealLogContext) async -> ExitCode {
        let presenter = AddMealPresenter(
            interactor: AddMealInteractor(store: context.store), messages: context.messages,
            today: context.today)
        let screen = AddMealScreen(output: context.output)
        presenter.view = screen
        return await context.saving(on: screen) { await presenter.save(form) }
    }

    static func list(_ context: MealLogContext) async -> ExitCode {
        let filter: MealFilter
        switch Self.filter(context.invocation) {
        case .success(let parsed): filter = parsed
        case .failure(let problem):
            return context.output.fail(.input(context.messages.problem(problem)))
        }
        let presenter = MealListPresenter(
            interactor: MealListInteractor(store: context.store), messages: context.messages)
        let screen = MealListScreen(output: context.output, messages: context.messages)
        presenter.view = screen
        return await screen.exitCode { await presenter.load(filter) }
    }

    static func recommend(_ context: MealLogContext) async -> ExitCode {
        let invocation = context.invocation
        return await recommend(
            week: invocation.value("week") ?? "", status: invocation.value("status") ?? "", context)
    }

    /// A dish for the weekday and hunger state, typed as options or picked in the interactive mode.
    static func recommend(week: String, status: String, _ context: MealLogContext) async -> ExitCode {
        let presenter = RecommendPresenter(
            interactor: RecommendInteractor(store: context.store), messages: context.messages,
            today: context.today)
        let screen = RecommendScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode { await presenter.recommend(week: week, status: status) }
    }

    /// The list's filter from `--week`, `--store`, `--type`, `--from` and `--to`.
    static func filter(_ invocation: Invocation<MealLogContext>) -> Result<MealFilter, MealInputError> {
        var filter = MealFilter.all
        if let week = invocation.value("week") {
            guard let parsed = Weekday.parse(week) else { return .failure(.notAnOption(.week, week)) }
            filter.week = parsed
        }
        if let type = invocation.value("type") {
            guard let parsed = DishType.parse(type) else { return .failure(.notAnOption(.type, type)) }
            filter.type = parsed
        }
        if let store = invocation.value("store") { filter.store = store }
        for (option, keyPath) in [("from", \MealFilter.from), ("to", \MealFilter.through)] {
            guard let text = invocation.value(option) else { continue }
            guard let day = Day(entered: text) else { return .failure(.invalidDate(text)) }
            filter[keyPath: keyPath] = day
        }
        if let from = filter.from, let through = filter.through, from > through {
            return .failure(.backwardSpan(from: from, through: through))
        }
        return .success(filter)
    }
}
