/// How every command-line tool here begins: parse the arguments against its command tree, print a
/// usage error (exit `.usage`) or answer `--help` (exit `.success`), or go on with the invocation.
public enum CommandLineStart: Sendable {
    /// Parsed, and not a help request: run it.
    case run(Invocation)
    /// Already answered (usage error or help); exit with this code.
    case exit(ExitCode)

    /// Parses `arguments` against `root`, answering usage errors and help requests on `console`.
    public static func parse(_ arguments: [String], root: Command, console: Console) -> CommandLineStart {
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try ArgumentParser.parse(arguments, root: root)
        } catch {
            console.printError(error.report)
            return .exit(.usage)
        }
        if invocation.wantsHelp {
            console.output.write(HelpFormatter.help(for: invocation.commands))
            return .exit(.success)
        }
        return .run(invocation)
    }

    /// Whether the tool's interactive mode may start: with `forced` (`tool interactive`), or for the
    /// bare command at a terminal. Otherwise the bare command is a usage error, printed here.
    public static func allowsInteractive(forced: Bool, root: Command, console: Console) -> Bool {
        guard forced || console.isInteractive else {
            console.printError(UsageError("no command given", commands: [root]).report)
            return false
        }
        return true
    }
}
