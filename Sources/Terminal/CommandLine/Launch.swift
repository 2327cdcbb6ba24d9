import Basics
import Courier

/// A command line parsed and about to run: what the user asked for, the process's console and
/// environment, how to print (`--json` or text), and the request log `--verbose` asks for.
///
/// The entry point (``CommandLineTool``) makes it; the tool builds its context from it.
public struct Launch<Context>: Sendable {
    public let invocation: Invocation<Context>
    public let environment: [String: String]
    public let console: Console
    public let output: Output

    public init(
        invocation: Invocation<Context>, environment: [String: String], console: Console, output: Output
    ) {
        self.invocation = invocation
        self.environment = environment
        self.console = console
        self.output = output
    }

    /// What the console adds to the tool's clients (give it to them as their extra middleware):
    /// with `--verbose`, the request log on standard error (``RequestLog``); at a terminal, a line
    /// when a server is slow to answer (``SlowAnswerNotice``).
    public var requestMiddleware: [any Middleware] {
        var middleware: [any Middleware] = []
        if invocation.flag("verbose") { middleware.append(RequestLog.middleware(for: console)) }
        if console.canPrompt { middleware.append(SlowAnswerNotice(console: console)) }
        return middleware
    }

    /// Prints `message` as a usage error of the invoked command; returns ``ExitCode/usage``.
    public func printUsageError(_ message: String) -> ExitCode {
        console.printError(invocation.usageError(message).report(in: output.wording.language))
        return .usage
    }
}
