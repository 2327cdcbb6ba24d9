/// What the user asked for: the command reached, with its arguments, option values and flags.
public struct Invocation: Sendable {
    /// The commands from the root to the one invoked (`til`, `acronyms`, `show`).
    public let commands: [Command]
    /// Positional arguments by declared name.
    public let arguments: [String: String]
    /// Option values by long name, in the order given (an option may repeat).
    public let values: [String: [String]]
    /// Flags that were set, by long name.
    public let flags: Set<String>
    /// Whether `--help` or `-h` was given: show ``HelpFormatter/help(for:)`` instead of running.
    public let wantsHelp: Bool

    public init(
        commands: [Command], arguments: [String: String] = [:], values: [String: [String]] = [:],
        flags: Set<String> = [], wantsHelp: Bool = false
    ) {
        self.commands = commands
        self.arguments = arguments
        self.values = values
        self.flags = flags
        self.wantsHelp = wantsHelp
    }

    /// The command invoked (the last in ``commands``).
    public var command: Command {
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
}

/// A command line that does not match the declarations, with the usage of the command concerned.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let message: String
    /// The commands from the root to the one whose usage applies.
    public let commands: [Command]

    public init(_ message: String, commands: [Command]) {
        self.message = message
        self.commands = commands
    }

    public var description: String { message }

    /// The message (wrapped to the help's width), the usage line, and where to find help: what a CLI
    /// prints on standard error.
    public var report: String {
        let path = commands.map(\.name).joined(separator: " ")
        let lines = WordWrap.lines("error: \(message)", width: HelpFormatter.width - 2)
        let error = lines.joined(separator: "\n  ")  // continuation lines indented
        return "\(error)\n\(HelpFormatter.usage(for: commands))\nSee '\(path) --help'."
    }
}
