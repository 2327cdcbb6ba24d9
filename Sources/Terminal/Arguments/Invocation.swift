import Basics

/// What the user asked for: the command reached, with its arguments, option values and flags.
public struct Invocation<Context>: Sendable {
    /// The commands from the root to the one invoked (`til`, `acronyms`, `show`).
    public let commands: [Command<Context>]
    /// Positional arguments by declared name.
    public let arguments: [String: String]
    /// Option values by long name, in the order given (an option may repeat).
    public let values: [String: [String]]
    /// Flags that were set, by long name.
    public let flags: Set<String>
    /// Whether `--help` or `-h` was given: show ``HelpFormatter/help(for:)`` instead of running.
    public let wantsHelp: Bool

    public init(
        commands: [Command<Context>], arguments: [String: String] = [:], values: [String: [String]] = [:],
        flags: Set<String> = [], wantsHelp: Bool = false
    ) {
        self.commands = commands
        self.arguments = arguments
        self.values = values
        self.flags = flags
        self.wantsHelp = wantsHelp
    }

    /// The command invoked (the last in ``commands``).
    public var command: Command<Context> {
        commands[commands.count - 1]  // safe: the parser always includes the root
    }

    /// Command names from the root: `["til", "acronyms", "show"]`.
    public var path: [String] { commands.map(\.name) }

    /// The positional argument declared as `name`.
    public func argument(_ name: String) -> String? { arguments[name] }

    /// The last value given for the option `name`.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Whether the flag `name` was set.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A usage error about this command line, with the invoked command's usage.
    public func usageError(_ message: String) -> UsageError {
        UsageError(message, commands: commands)
    }

    /// The `--port` given (``Option/port(default:)``), else `fallback`; a usage error for one that
    /// is not a port, worded alike for every server.
    public func port(default fallback: Int) throws(UsageError) -> Int {
        guard let text = value("port") else { return fallback }
        guard let port = Int(text), TCPPort.valid.contains(port) else {
            let range = TCPPort.valid
            throw usageError(
                "--port must be a whole number in \(range.lowerBound)…\(range.upperBound), not \"\(text)\"")
        }
        return port
    }
}
