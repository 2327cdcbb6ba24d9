import Basics
import Courier
import Foundation

/// A command-line tool: its commands, how it makes its context, and its interactive mode. Every
/// tool here starts the same way, through ``run(arguments:environment:console:)``:
///
/// 1. the arguments are parsed against ``root``; `--help` is answered (exit 0) and a usage error
///    printed (exit 2);
/// 2. a command that needs no settings runs at once;
/// 3. the bare command (the root, when it has no handler) is the interactive mode at a terminal,
///    and a usage error elsewhere;
/// 4. the context is made (``context(for:)``): a setting that cannot be used is reported once and
///    ends the run with its kind's exit code;
/// 5. the command's handler runs, and its exit code is the process's.
@MainActor
public protocol CommandLineTool: Sendable {
    associatedtype Context: ToolContext

    /// Every command, each with its handler.
    static var root: Command<Context> { get }

    /// Every command, its help in `language` (the language of ``alertWording(_:)``); ``root`` by
    /// default, for a tool that speaks English only.
    static func root(in language: Language) -> Command<Context>

    /// How alerts are worded, from the environment (the user's language); "Error" by default.
    static func alertWording(_ environment: [String: String]) -> AlertWording

    /// The tool's settings read from `launch.environment` and its clients made (with
    /// `launch.requestMiddleware` as their extra middleware).
    static func context(for launch: Launch<Context>) throws(StartFailure) -> Context

    /// The interactive mode: the bare command at a terminal. It runs under Courier's
    /// ``PersonWaits``, since a person is waiting at every menu; a bulk job in it (an import) runs
    /// `PersonWaits.uncapped`.
    static func interactive(_ context: Context) async -> ExitCode
}

extension CommandLineTool {
    public static func alertWording(_ environment: [String: String]) -> AlertWording { AlertWording() }

    public static func root(in language: Language) -> Command<Context> { root }

    /// `tool interactive`: the interactive mode even when standard input is not a terminal, for a
    /// person or a script typing menu choices.
    nonisolated public static func interactiveCommand(
        summary: String = "Browse with menus, reading choices from standard input."
    ) -> Command<Context> {
        Command("interactive", summary: summary, action: .run { await interactiveSession($0) })
    }

    /// Runs the process's command line on its standard streams, then exits with the code.
    ///
    /// A write to a pipe whose reader left (`… | head`) fails with `EPIPE` instead of killing the
    /// process with `SIGPIPE`, so the run ends as it would have, with its own exit code. A run that
    /// read Ctrl-C as a key (``ExitCode/interrupted``) ends by SIGINT, as any other Ctrl-C does.
    public static func main() async -> Never {
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        let code = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
            console: .standard(environment: environment))
        if code == .interrupted { InterruptExit.end(by: SIGINT) }
        exit(code.rawValue)
    }

    /// Runs one command line (without the program's name) and returns its exit code.
    public static func run(arguments: [String], environment: [String: String], console: Console) async
        -> ExitCode
    {
        let wording = alertWording(environment)
        let invocation: Invocation<Context>
        do throws(UsageError) {
            invocation = try ArgumentParser.parse(arguments, root: root(in: wording.language))
        } catch {
            console.printError(error.report(in: wording.language))
            return .usage
        }
        let format: Output.Format = invocation.flag("json") ? .json : .text
        let output = Output(console: console, format: format, wording: wording)
        if invocation.wantsHelp {
            console.output.write(HelpFormatter.help(for: invocation.commands, in: wording.language))
            return checkedOutput(.success, output)
        }
        let launch = Launch(
            invocation: invocation, environment: environment, console: console, output: output)
        // A request about to wait says so (``RetryWaitNotice``).
        let listener = RetryWaitNotice.listener(for: launch.output)
        let code = await RetryWait.$listener.withValue(listener) { await run(launch) }
        return checkedOutput(code, launch.output)
    }

    /// `code`, unless the output could not all be written (a full disk): a script must not take a
    /// cut file for a whole one, so that is an error and exit 1 where the run had succeeded. A
    /// reader that went away (`… | head`) is not.
    private static func checkedOutput(_ code: ExitCode, _ output: Output) -> ExitCode {
        guard let failed = output.console.output.failure, failed != EPIPE else { return code }
        let alert = Alert(
            message: "The output could not all be written", detail: String(cString: strerror(failed)),
            kind: .input)
        output.alert(alert)
        return code == .success ? ExitCode(alert.kind) : code
    }

    /// Runs the command `launch` names.
    private static func run(_ launch: Launch<Context>) async -> ExitCode {
        let invocation = launch.invocation
        let console = launch.console
        switch invocation.command.action {
        case .printWithoutSettings(let text):
            console.print(text(launch.environment))
            return .success
        case .run(let handler):
            return await withContext(launch, handler)
        case nil where invocation.commands.count > 1:
            // A group without a default subcommand: its help says what there is to run.
            console.printError(
                HelpFormatter.help(for: invocation.commands, in: launch.output.wording.language))
            return .usage
        case nil where console.isInteractive:
            return await withContext(launch) { await interactiveSession($0) }
        case nil:
            return launch.printUsageError("no command given")
        }
    }

    /// The interactive mode with a person's caps on its requests: a server that does not answer is
    /// an alert within seconds, after which the menus go on, rather than minutes of silence. A
    /// command that starts the interactive mode itself (`repos` with no user) starts it here.
    public static func interactiveSession(_ context: Context) async -> ExitCode {
        await PersonWaits.capped { await interactive(context) }
    }

    /// Makes the context and runs `handler` with it; a context that cannot be made is reported, and
    /// its exit code returned.
    private static func withContext(_ launch: Launch<Context>, _ handler: (Context) async -> ExitCode) async
        -> ExitCode
    {
        let context: Context
        do throws(StartFailure) {
            context = try self.context(for: launch)
        } catch {
            return report(error, on: launch.output)
        }
        return await handler(context)
    }

    /// Prints why the context could not be made; returns the exit code that says so.
    private static func report(_ failure: StartFailure, on output: Output) -> ExitCode {
        switch failure {
        case .usage(let error):
            output.console.printError(error.report(in: output.wording.language))
            return .usage
        case .setting(let alert):
            return output.fail(alert)
        }
    }
}
