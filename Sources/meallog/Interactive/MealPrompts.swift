import Basics
import MealLog
import Terminal

/// Asks for a meal's fields at a terminal, in the user's language: the dish type, weekday and hunger
/// with numbered pickers (a number, or a name or short form as the command line takes them), the
/// name asked again while blank, a date asked again while it is not one or not of the weekday. The interactive mode asks for every field; `meallog add` at a
/// terminal asks for the ones its options left out.
@MainActor
struct MealPrompts {
    let prompter: Prompter
    let output: Output
    let messages: Messages
    let today: Day

    /// `form` with each field in `fields` asked for; `nil` when the input ended.
    func ask(_ fields: [MealField], into form: MealForm) -> MealForm? {
        var form = form
        for field in fields {
            switch field {
            case .type:
                guard let type = pick(.type, DishType.allCases) else { return nil }
                form.type = type.rawValue
            case .name:
                guard let name = askName() else { return nil }
                form.name = name
            case .week:
                guard let week = pick(.week, Weekday.allCases, selected: today.weekday) else { return nil }
                form.week = week.rawValue
            case .status:
                guard let status = pick(.status, HungerState.allCases) else { return nil }
                form.status = status.rawValue
            case .store:
                guard let store = prompter.ask(messages.label(.store)) else { return nil }
                form.store = store
            case .date:
                let week = Weekday.parse(form.week)
                guard
                    let date = prompter.ask(messages.label(.date), refusing: { dateProblem($0, week: week) })
                else { return nil }
                form.date = date
            }
        }
        return form
    }

    /// A stored meal's form with every field asked for, its current value as the default (Enter
    /// keeps it; `-` clears the store). The date follows the weekday: its default is the stored date
    /// while the weekday is kept, else where a changed weekday moves it (``MealForm/changing(_:today:)``).
    /// `nil` when the input ended.
    func edit(_ form: MealForm) -> MealForm? {
        var form = form
        guard let type = pick(.type, DishType.allCases, selected: DishType.parse(form.type)),
            let name = prompter.ask(messages.label(.name), default: form.name.nonEmpty)
        else { return nil }
        let oldWeek = Weekday.parse(form.week)
        guard let week = pick(.week, Weekday.allCases, selected: oldWeek ?? today.weekday),
            let status = pick(.status, HungerState.allCases, selected: HungerState.parse(form.status)),
            let store = prompter.ask(
                form.store.isEmpty ? messages.label(.store) : messages.clearable(.store),
                default: form.store.nonEmpty)
        else { return nil }
        // A weekday changed here moves the date as `meallog edit --week` moves it.
        let dateDefault =
            week == oldWeek && !form.date.isEmpty
            ? form.date
            : form.changing([.week: week.rawValue], today: today).date.nonEmpty
                ?? today.latest(week).description
        guard
            let date = prompter.ask(
                messages.label(.date), default: dateDefault,
                refusing: { dateProblem($0, week: week, keeping: Day(entered: form.date)) })
        else { return nil }
        form.type = type.rawValue
        form.name = name.trimmed.isEmpty ? form.name : name
        form.week = week.rawValue
        form.status = status.rawValue
        form.store = store.trimmed == "-" ? "" : store
        form.date = date
        return form
    }

    /// What is wrong with `answer` as the date of a meal eaten on a `week` (`nil`: nothing; a blank
    /// answer is no date), so that a date is asked again at once rather than refused after the
    /// whole form, as adding the meal would refuse it. `kept`: the date of the meal being edited,
    /// which passes however old it is.
    func dateProblem(_ answer: String, week: Weekday?, keeping kept: Day? = nil) -> String? {
        guard !answer.isBlank,
            case .failure(let problem) = MealForm.day(answer, on: week, today: today, keeping: kept)
        else { return nil }
        return messages.problem(problem)
    }

    /// The dish's name, asked again while it is blank (rather than refused after every picker);
    /// `nil` when the input ended.
    func askName() -> String? {
        prompter.askRequired(messages.label(.name), missing: messages.problem(.missing(.name)))
    }

    /// A numbered picker of `options` (named in the user's language), which also takes an option's
    /// name or short form (``MealOption/parse(_:)``); `nil` when the input ended.
    func pick<Option: MealOption>(_ field: MealField, _ options: [Option], selected: Option? = nil) -> Option?
    {
        let names = options.map { option in
            messages.language == .japanese ? option.rawValue : "\(option.rawValue) (\(option.englishName))"
        }
        output.line(messages.label(field))
        let index = prompter.choose(
            messages.label(field), from: names, selected: selected.flatMap { options.firstIndex(of: $0) },
            matching: { Option.parse($0).flatMap { options.firstIndex(of: $0) } },
            retry: { messages.pickAgain(from: $0) })
        return index.map { options[$0] }
    }
}
