import Basics
import Courier
import MealLog
import Terminal

/// `meallog interactive`: logging a meal, the list, a recommendation and an import as menus. A list
/// taller than the terminal opens at its newest meals, turned with `<` and `>`. The
/// type, weekday and hunger are picked from their options (``MealPrompts``); prompts
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
        // Right after the list, `>` and `<` turn its pages.
        var listShown = false
        while true {
            let menu = messages.text(
                "1 記録する · 2 一覧 · 3 おすすめ · 4 インポート · 5 編集 · 6 削除 · q 終了",
                "1 log a meal · 2 list · 3 recommend · 4 import · 5 edit · 6 delete · q quit")
            guard
                let choice = output.choose(
                    menu, prompt: messages.text("メニュー", "menu"), prompter: prompter, turningPages: listShown)
            else { break }
            listShown = choice.verb == "2"
            switch choice.verb {
            case "1": await addMeal()
            case "2": await list()
            case "3": await recommend()
            case "4": await importFile()
            case "5": await editMeal()
            case "6": await deleteMeal()
            case "q": return bye()
            case "": continue
            default: output.line(messages.text("1〜6 か q を選んでください。", "Pick 1 to 6, or q."))
            }
        }
        return bye()
    }

    private func bye() -> ExitCode {
        output.line(messages.text("さようなら", "Bye."))
        return .success
    }

    /// The pickers and prompts of a meal's fields.
    private var prompts: MealPrompts {
        MealPrompts(prompter: prompter, output: output, messages: messages, today: context.today)
    }

    /// Log a meal: the type, weekday and hunger picked, the name and store typed.
    private func addMeal() async {
        let blank = MealForm(type: "", name: "", week: "", status: "")
        // Input that ends during the form abandons it, as an edit's does: back to the menu.
        guard let form = prompts.ask([.type, .name, .week, .status, .store], into: blank) else {
            _ = context.formAbandoned(messages.notSaved)
            return
        }
        _ = await MealCommands.add(form, context)
    }

    /// The numbered list, from its first page; the meals listed, or `[]` when there are none or
    /// they could not be read.
    @discardableResult
    private func list() async -> [MealRecord] {
        output.pages.restart()
        let presenter = MealListPresenter(
            interactor: MealListInteractor(store: context.store), messages: messages)
        var numbered = output
        numbered.numbered = true
        let screen = MealListScreen(output: numbered, messages: messages)
        presenter.view = screen
        await WaitingLine(console: context.console).during(messages.loadingMeals) { await presenter.load() }
        return screen.alerts.isEmpty ? presenter.meals : []
    }

    /// The numbered list, and the meal picked from it by its number (a record id is taken too).
    /// `""` when there is nothing to pick or the answer was blank (back to the menu), `nil` when the
    /// input ended.
    private func pickMeal() async -> String? {
        let meals = await list()
        guard !meals.isEmpty else { return "" }
        while let answer = prompter.ask(messages.mealNumberLabel) {
            // A number or a page turn typed full-width is the same one (record ids are ASCII).
            let typed = answer.trimmed.halfWidth
            if typed.isEmpty { return "" }
            if output.turnPage(typed) { continue }
            if let number = Int(typed), meals.indices.contains(number - 1) {
                return meals[number - 1].id
            }
            if meals.contains(where: { $0.id == typed }) { return typed }
            output.line(messages.pickMeal(from: meals.count))
        }
        return nil
    }

    /// Edit a meal picked from the list: every field asked for, its current value the default.
    private func editMeal() async {
        guard let id = await pickMeal(), !id.isEmpty else { return }
        _ = await EditCommands.edit(id, changes: [:], prompting: true, context)
    }

    /// Delete a meal picked from the list, once confirmed.
    private func deleteMeal() async {
        guard let id = await pickMeal(), !id.isEmpty else { return }
        _ = await EditCommands.delete(id, confirming: true, context)
    }

    private func recommend() async {
        guard let week = prompts.pick(.week, Weekday.allCases, selected: context.today.weekday),
            let status = prompts.pick(.status, HungerState.allCases)
        else { return }
        _ = await MealCommands.recommend(week: week.rawValue, status: status.rawValue, context)
    }

    /// Asks for a CSV file and imports it; no file named, or Ctrl-D, goes back to the menu.
    private func importFile() async {
        guard let typed = prompter.ask(messages.csvFileLabel), !typed.isBlank else { return }
        let path = FileSystem.expandingTilde(typed.trimmed, home: context.launch.environment["HOME"])
        // A bulk job, not a screen: it waits lockouts out and gives each batch its whole timeout.
        _ = await PersonWaits.uncapped { await ImportCommand.importFile(path, context) }
    }
}
