import Airtable
import AirtableModel
import Basics
import Courier
import Planner
import Terminal

/// Runs one `planner` command line: parse, configure, dispatch, and the exit code.
@MainActor
enum PlannerCommand {
    static func run(arguments: [String], environment: [String: String], console: Console) async -> ExitCode {
        let invocation: Invocation
        switch CommandLineStart.parse(arguments, root: CommandTree.root, console: console) {
        case .run(let parsed): invocation = parsed
        case .exit(let code): return code
        }
        let output = Output(console: console, format: invocation.flag("json") ? .json : .text)
        let baseID = PlannerEnvironment.baseID(environment)
        if invocation.path == ["planner", "schema"] {
            output.json(PlannerSchema.baseFile(id: baseID), always: true)
            return .success
        }
        let configuration: AirtableConfiguration
        do throws(AirtableError) {
            configuration = try PlannerEnvironment.airtable(environment)
        } catch {
            return output.fail(PlannerEnvironment.problem(error))
        }
        let client = AirtableClient(
            configuration, logger: invocation.flag("verbose") ? logger(console) : nil)
        let context = CommandContext(
            invocation: invocation, console: console, output: output,
            store: AirtableOrderStore(client: client, baseID: baseID), clock: SystemClock(),
            place: "base \(baseID) at \(configuration.endpoint.absoluteString)")
        return await dispatch(context)
    }

    private static func logger(_ console: Console) -> @Sendable (LogLevel, String) -> Void {
        let errors = console.errors
        return { level, line in errors.write("[\(level)] \(line)\n") }
    }

    private static func dispatch(_ context: CommandContext) async -> ExitCode {
        switch context.invocation.path.dropFirst().joined(separator: " ") {
        case "": return await startInteractive(context, forced: false)
        case "interactive": return await startInteractive(context, forced: true)
        case "setup": return await SetupCommand.run(context)
        case "list": return await OrderCommands.list(context)
        case "show": return await OrderCommands.show(context)
        case "delete": return await OrderCommands.delete(context)
        case "totals": return await OrderCommands.totals(context)
        case "add": return await EditCommands.add(context)
        case "edit": return await EditCommands.edit(context)
        default:
            context.console.printError(HelpFormatter.help(for: context.invocation.commands))
            return .usage
        }
    }

    /// `planner` alone starts the interactive mode only at a terminal; `planner interactive` always does.
    private static func startInteractive(_ context: CommandContext, forced: Bool) async -> ExitCode {
        guard
            CommandLineStart.allowsInteractive(
                forced: forced, root: CommandTree.root, console: context.console)
        else { return .usage }
        return await PlannerShell(context: context).run()
    }
}
