/// A command-line command declared as data, with what it does: its arguments, options and
/// subcommands, and the handler that runs it with the tool's `Context`.
///
/// The parser, the `--help` text and usage errors all come from these declarations, and the tool's
/// entry point (``CommandLineTool``) runs the handler of the command invoked, so each command is
/// declared once:
///
/// <!-- example context: @testable import til
/// func example(list: Command<TILContext>) async throws { EXAMPLE } -->
/// ```swift
/// let show = Command<TILContext>(
///     "show", summary: "Show one acronym.", arguments: [.required("id", help: "An id.")],
///     action: .run(AcronymCommands.show))
/// let acronyms = Command<TILContext>(
///     "acronyms", summary: "Work with acronyms.", subcommands: [list, show], defaultSubcommand: "list")
/// ```
public struct Command<Context>: Sendable {
    /// What running a command does.
    public enum Action: Sendable {
        /// Runs with the tool's context: its settings read and its clients made.
        case run(@MainActor @Sendable (Context) async -> ExitCode)
        /// Prints what the environment alone gives, before any setting is read, for a command that
        /// needs none (a schema file, printed before the server that reads it is up).
        case printWithoutSettings(@Sendable (_ environment: [String: String]) -> String)
    }

    public var name: String
    /// One line for lists of subcommands and the help's overview.
    public var summary: String
    /// More text printed at the end of the help (examples, exit codes).
    public var discussion: String?
    /// Positional arguments, in order.
    public var arguments: [Argument]
    public var options: [Option]
    public var subcommands: [Command]
    /// The subcommand run when none is named (for example `list`).
    public var defaultSubcommand: String?
    /// What the command does; `nil` for a group of subcommands, and for a tool's bare root command,
    /// which starts the interactive mode at a terminal.
    public var action: Action?

    public init(
        _ name: String, summary: String, discussion: String? = nil, arguments: [Argument] = [],
        options: [Option] = [], subcommands: [Command] = [], defaultSubcommand: String? = nil,
        action: Action? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.action = action
    }

    /// The subcommand called `name`.
    public func subcommand(_ name: String) -> Command? {
        subcommands.first { $0.name == name }
    }
}

extension Command where Context == Void {
    /// A command that is only parsed: a program that reads its options itself and has no handlers.
    public init(
        _ name: String, summary: String, discussion: String? = nil, arguments: [Argument] = [],
        options: [Option] = [], subcommands: [Command] = [], defaultSubcommand: String? = nil
    ) {
        self.init(
            name, summary: summary, discussion: discussion, arguments: arguments, options: options,
            subcommands: subcommands, defaultSubcommand: defaultSubcommand, action: nil)
    }
}
