import Airtable
import Courier
import MealLog
import Terminal

/// Runs one `meallog` command line: parse, configure, dispatch, and the exit code.
@MainActor
enum MealLogCommand {
    static func run(
        arguments: [String], environment: [String: String], console: Console, progressOnTerminal: Bool
    ) async -> ExitCode {
        let invocation: Invocation
        switch CommandLineStart.parse(arguments, root: CommandTree.root, console: console) {
        case .run(let parsed): invocation = parsed
        case .exit(let code): return code
        }
        let language = Language(environment: environment)
        let output = Output(
            console: console, format: invocation.flag("json") ? .json : .text, messages: Messages(language))
        if invocation.path == ["meallog", "schema"] {
            output.raw(MealTable.schemaFile(baseID: StoreSettings.baseID(environment)))
            return .success
        }
        if invocation.path == ["meallog"],
            !CommandLineStart.allowsInteractive(forced: false, root: CommandTree.root, console: console)
        {
            return .usage
        }
        let settings: StoreSettings
        do throws(StoreSettings.Problem) {
            settings = try StoreSettings(environment: environment, offline: invocation.flag("offline"))
        } catch {
            console.printError("meallog: \(error.message)")
            return .failure
        }
        let context = CommandContext(
            invocation: invocation, console: console, output: output, today: settings.today,
            store: settings.makeStore(verbose: invocation.flag("verbose"), console: console),
            progressOnTerminal: progressOnTerminal)
        return await dispatch(context)
    }

    private static func dispatch(_ context: CommandContext) async -> ExitCode {
        switch context.invocation.path.dropFirst().joined(separator: " ") {
        case "": return await startInteractive(context, forced: false)
        case "interactive": return await startInteractive(context, forced: true)
        case "setup": return await SetupCommand.run(context)
        case "add": return await MealCommands.add(context)
        case "import": return await ImportCommand.run(context)
        case "list": return await MealCommands.list(context)
        case "recommend": return await MealCommands.recommend(context)
        default:
            context.console.printError(HelpFormatter.help(for: context.invocation.commands))
            return .usage
        }
    }

    /// `meallog` alone starts the interactive mode only at a terminal; `meallog interactive` always does.
    private static func startInteractive(_ context: CommandContext, forced: Bool) async -> ExitCode {
        guard
            CommandLineStart.allowsInteractive(
                forced: forced, root: CommandTree.root, console: context.console)
        else { return .usage }
        return await InteractiveShell(context: context).run()
    }
}
