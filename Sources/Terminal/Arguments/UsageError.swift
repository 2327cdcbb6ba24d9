/// A command line that does not match the declarations, with the usage of the command concerned.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let message: String
    /// The command's path from the root, `til acronyms show`.
    public let path: String
    /// The command's usage line (``HelpFormatter/usage(for:)``).
    public let usage: String

    /// - Parameter commands: the commands from the root to the one whose usage applies.
    public init<Context>(_ message: String, commands: [Command<Context>]) {
        self.message = message
        path = commands.map(\.name).joined(separator: " ")
        usage = HelpFormatter.usage(for: commands)
    }

    public var description: String { message }

    /// The message (wrapped to the help's width), the usage line, and where to find help: what a CLI
    /// prints on standard error.
    public var report: String {
        let lines = WordWrap.lines("error: \(message)", width: HelpFormatter.width - 2)
        let error = lines.joined(separator: "\n  ")  // continuation lines indented
        return "\(error)\n\(usage)\nSee '\(path) --help'."
    }
}
