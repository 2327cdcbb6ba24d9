import Basics
import MealLog
import Terminal

/// `meallog`: restaurant meals in an Airtable base. Its commands are in ``CommandTree``; this makes
/// their context (the store, the day and the language from the environment) and starts the
/// interactive mode.
enum MealLogCommandLine: CommandLineTool {
    static var root: Command<MealLogContext> { CommandTree(.english).root }

    static func root(in language: Language) -> Command<MealLogContext> { CommandTree(language).root }

    /// "エラー" or "Error", usage errors and how to start the server when it cannot be reached, in
    /// Japanese or English, by the user's language.
    static func alertWording(_ environment: [String: String]) -> AlertWording {
        let language = Language(environment: environment)
        let messages = Messages(language)
        return AlertWording(
            title: messages.text("エラー", "Error"), unavailableHint: messages.airtableUnreachableAdvice,
            language: language)
    }

    static func context(for launch: Launch<MealLogContext>) throws(StartFailure) -> MealLogContext {
        let settings: StoreSettings
        do throws(StoreSettings.Problem) {
            settings = try StoreSettings(
                environment: launch.environment, offline: launch.invocation.flag("offline"))
        } catch {
            throw .setting(Alert(message: error.message, detail: error.detail, kind: error.kind))
        }
        return MealLogContext(
            launch: launch, messages: Messages(Language(environment: launch.environment)),
            today: settings.today,
            store: settings.makeStore(middleware: launch.requestMiddleware),
            progressOnTerminal: TerminalDevice.isTerminal(TerminalDevice.standardError)
                && launch.console.movesCursor,
            offlineServer: settings.offlineServer)
    }

    static func interactive(_ context: MealLogContext) async -> ExitCode {
        await InteractiveShell(context: context).run()
    }
}
