import Courier
import TILBrowser
import TILClient
import Terminal

/// Runs one `til` command line: parse, configure, dispatch, and the exit code.
@MainActor
enum TILCommand {
    static func run(arguments: [String], environment: [String: String], console: Console) async -> ExitCode {
        let invocation: Invocation
        switch CommandLineStart.parse(arguments, root: CommandTree.root, console: console) {
        case .run(let parsed): invocation = parsed
        case .exit(let code): return code
        }
        let configuration: TILConfiguration
        do throws(TILError) {
            configuration = try TILConfiguration(environment: environment)
        } catch {
            console.printError("til: \(error)")
            return .failure
        }
        let context = CommandContext(
            invocation: invocation, console: console,
            session: makeSession(configuration, verbose: invocation.flag("verbose"), console: console),
            output: Output(console: console, format: invocation.flag("json") ? .json : .text))
        return await dispatch(context)
    }

    private static func makeSession(_ configuration: TILConfiguration, verbose: Bool, console: Console)
        -> TILSession
    {
        let errors = console.errors
        let logging = LoggingMiddleware(level: .debug) { level, line in errors.write("[\(level)] \(line)\n") }
        return TILSession(configuration: configuration, middleware: verbose ? [logging] : [])
    }

    private static func dispatch(_ context: CommandContext) async -> ExitCode {
        switch context.invocation.path.dropFirst().joined(separator: " ") {
        case "": return await startInteractive(context, forced: false)
        case "interactive": return await startInteractive(context, forced: true)
        case "login": return await AuthCommands.login(context)
        case "logout": return AuthCommands.logout(context)
        case "acronyms list": return await AcronymCommands.list(context)
        case "acronyms show": return await AcronymCommands.show(context)
        case "acronyms search": return await AcronymCommands.search(context)
        case "acronyms delete": return await AcronymCommands.delete(context)
        case "acronyms create": return await AcronymEditCommands.create(context)
        case "acronyms edit": return await AcronymEditCommands.edit(context)
        case "acronyms add-category": return await AcronymEditCommands.addCategory(context)
        case "acronyms remove-category": return await AcronymEditCommands.removeCategory(context)
        case "users list": return await UserCommands.list(context)
        case "users create": return await UserCommands.create(context)
        case "users show": return await UserCommands.show(context, acronymsOnly: false)
        case "users acronyms": return await UserCommands.show(context, acronymsOnly: true)
        case "categories list": return await CategoryCommands.list(context)
        case "categories create": return await CategoryCommands.create(context)
        case "categories show": return await CategoryCommands.show(context, acronymsOnly: false)
        case "categories acronyms": return await CategoryCommands.show(context, acronymsOnly: true)
        default:
            context.console.printError(HelpFormatter.help(for: context.invocation.commands))
            return .usage
        }
    }

    /// `til` alone starts the interactive mode only at a terminal; `til interactive` always does.
    private static func startInteractive(_ context: CommandContext, forced: Bool) async -> ExitCode {
        guard
            CommandLineStart.allowsInteractive(
                forced: forced, root: CommandTree.root, console: context.console)
        else { return .usage }
        return await InteractiveShell(context: context).run()
    }
}
