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
