/// A command-line command declared as data: its arguments, options and subcommands.
///
/// The parser, the `--help` text and usage errors all come from these declarations:
///
/// ```swift
/// let show = Command("show", summary: "Show one acronym.", arguments: [.required("id", help: "An id.")])
/// let acronyms = Command("acronyms", summary: "Work with acronyms.", subcommands: [list, show],
///                        defaultSubcommand: "list")
/// let root = Command("til", summary: "…", options: [.flag("json", help: "Print JSON.", inherited: true)],
///                    subcommands: [acronyms])
/// ```
public struct Command: Sendable {
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

    public init(
        _ name: String, summary: String, discussion: String? = nil, arguments: [Argument] = [],
        options: [Option] = [], subcommands: [Command] = [], defaultSubcommand: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
    }

    /// The subcommand called `name`.
    public func subcommand(_ name: String) -> Command? {
        subcommands.first { $0.name == name }
    }
}

/// A positional argument, such as the `ID` in `til acronyms show ID`.
public struct Argument: Sendable {
    public var name: String
    public var help: String
    public var isRequired: Bool

    public init(_ name: String, help: String, isRequired: Bool = true) {
        self.name = name
        self.help = help
        self.isRequired = isRequired
    }

    public static func required(_ name: String, help: String) -> Argument {
        Argument(name, help: help)
    }

    public static func optional(_ name: String, help: String) -> Argument {
        Argument(name, help: help, isRequired: false)
    }
}

/// A named option: a flag (`--json`) or an option with a value (`--short OMG`, `--short=OMG`).
public struct Option: Sendable {
    /// The long name, without dashes.
    public var name: String
    /// A one-letter alias (`-v`), if any.
    public var short: Character?
    /// For options that take a value, what to call it in help (`<text>`); `nil` for flags.
    public var valueName: String?
    public var help: String
    /// Whether subcommands accept it too (for global options such as `--json`).
    public var isInherited: Bool

    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        inherited: Bool = false
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        isInherited = inherited
    }

    /// An option that is on or off.
    public static func flag(_ name: String, short: Character? = nil, help: String, inherited: Bool = false)
        -> Option
    {
        Option(name, short: short, help: help, inherited: inherited)
    }

    /// An option that takes a value.
    public static func value(
        _ name: String, short: Character? = nil, valueName: String = "value", help: String,
        inherited: Bool = false
    ) -> Option {
        Option(name, short: short, valueName: valueName, help: help, inherited: inherited)
    }

    public var isFlag: Bool { valueName == nil }
}
