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
