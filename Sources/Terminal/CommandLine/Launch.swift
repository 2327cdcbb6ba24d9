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

    /// With `--verbose`, the request log on standard error (``RequestLog``); else nothing. Give it to
    /// the tool's client as its extra middleware.
    public var requestLogging: [any Middleware] {
        invocation.flag("verbose") ? [RequestLog.middleware(for: console)] : []
    }

    /// Prints `message` as a usage error of the invoked command; returns ``ExitCode/usage``.
    public func printUsageError(_ message: String) -> ExitCode {
        console.printError(invocation.usageError(message).report(in: output.wording.language))
        return .usage
    }
}
