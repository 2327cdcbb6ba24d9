import Basics
import MealLog
import Terminal

/// `meallog interactive`: logging a meal, the list, a recommendation and an import as menus. The
/// type, weekday and hunger are picked by number from their options, the terminal's picker; prompts
/// go to standard error and screens to standard output, so a script can drive it through standard
/// input.
@MainActor
final class InteractiveShell {
    let context: MealLogContext
    private var messages: Messages { context.messages }
    private var output: Output { context.output }
    private var prompter: Prompter { context.prompter }

    init(context: MealLogContext) {
        self.context = context
    }

    func run() async -> ExitCode {
        output.heading(messages.appTitle)
        while true {
            let menu = messages.text(
                "1 記録する · 2 一覧 · 3 おすすめ · 4 インポート · q 終了",
                "1 log a meal · 2 list · 3 recommend · 4 import · q quit")
            output.line(output.style.apply(menu, .dim))
            guard let answer = prompter.ask(messages.text("メニュー", "menu")) else { break }
            switch answer.trimmed.lowercased() {
            case "1": if await addMeal() == nil { return bye() }
            case "2": await list()
            case "3": if await recommend() == nil { return bye() }
            case "4": if await importFile() == nil { return bye() }
            case "q": return bye()
            case "": continue
            default: output.line(messages.text("1〜4 か q を選んでください", "Pick 1 to 4, or q."))
            }
        }
        return bye()
    }

    private func bye() -> ExitCode {
        output.line(messages.text("さようなら", "Bye."))
        return .success
    }

    /// Log a meal: the type, weekday and hunger picked by number, the name and store typed.
    /// `nil` when the input ended.
    private func addMeal() async -> Void? {
        guard let type = pick(.type, DishType.allCases),
            let name = askName(),
            let week = pick(.week, Weekday.allCases, selected: context.today.weekday),
            let status = pick(.status, HungerState.allCases),
            let store = prompter.ask(messages.label(.store))
        else { return nil }
        let form = MealForm(
            type: type.rawValue, name: name, week: week.rawValue, status: status.rawValue, store: store)
        _ = await MealCommands.add(form, context)
        return ()
    }

    /// The dish's name, asked again while it is blank (rather than refused after every picker);
    /// `nil` when the input ended.
    private func askName() -> String? {
        while let name = prompter.ask(messages.label(.name)) {
            if !name.allSatisfy(\.isWhitespace) { return name }
            output.line(messages.problem(.missing(.name)))
        }
        return nil
    }

    private func list() async {
        let presenter = MealListPresenter(
            interactor: MealListInteractor(store: context.store), messages: messages)
        var numbered = output
        numbered.numbered = true
        let screen = MealListScreen(output: numbered, messages: messages)
        presenter.view = screen
        await presenter.load()
    }

    private func recommend() async -> Void? {
        guard let week = pick(.week, Weekday.allCases, selected: context.today.weekday),
            let status = pick(.status, HungerState.allCases)
        else { return nil }
        _ = await MealCommands.recommend(week: week.rawValue, status: status.rawValue, context)
        return ()
    }

    private func importFile() async -> Void? {
        guard let path = prompter.ask(messages.csvFileLabel) else { return nil }
        _ = await ImportCommand.importFile(path.trimmed, context)
        return ()
    }

    /// A numbered picker of `options` (named in the user's language); `nil` when the input ended.
    private func pick<Option: MealOption>(_ field: MealField, _ options: [Option], selected: Option? = nil)
        -> Option?
    {
        let names = options.map { option in
            messages.language == .japanese ? option.rawValue : "\(option.rawValue) (\(option.englishName))"
        }
        output.line(messages.label(field))
        let index = prompter.choose(
            messages.label(field), from: names, selected: selected.flatMap { options.firstIndex(of: $0) })
        return index.map { options[$0] }
    }
}
