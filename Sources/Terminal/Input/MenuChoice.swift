import Basics

/// A choice typed at an interactive menu: a word (or number) and the rest of the line, such as
/// `d 3` or `c proglib`. A verb or number typed full-width (a Japanese input method's `ｄ　３`) is
/// read as the one it stands for.
public struct MenuChoice: Sendable, Hashable {
    /// The first word, half-width and lower-cased: `"n"`, `"d"`, `"3"`.
    public let verb: String
    /// What follows the first word, as typed.
    public let argument: String

    public init(_ line: String) {
        let trimmed = line.drop(while: \.isWhitespace)
        let verbEnd = trimmed.firstIndex(where: \.isWhitespace) ?? trimmed.endIndex
        verb = String(trimmed[..<verbEnd]).halfWidth.lowercased()
        argument = String(trimmed[verbEnd...].drop(while: \.isWhitespace)).trimmed
    }

    /// The verb as a number (a 1-based list position), when it is one.
    public var number: Int? { Int(verb) }

    /// The argument as a number, when it is one.
    public var argumentNumber: Int? { Int(argument.halfWidth) }
}
