/// What is wrong with a command line, worded in the tool's language when it is said
/// (``UsageError/report(in:)``).
public enum UsageProblem: Sendable, Hashable {
    /// A subcommand that does not exist, with those that do.
    case unknownCommand(String, expected: [String])
    /// `--name` or `-x` that the command does not declare.
    case unknownOption(String)
    /// A flag given a value (`--json=yes`).
    case takesNoValue(String)
    /// An option given no value.
    case needsValue(String)
    /// A positional argument past the declared ones.
    case unexpectedArgument(String)
    /// A declared argument given as blank text (`<id>`).
    case emptyArgument(String)
    /// A required argument left out (`<id>`).
    case missingArgument(String)
    /// A tool's own sentence, already in its language.
    case other(String)

    /// The problem in `language`.
    public func text(_ language: WordingLanguage) -> String {
        switch (self, language) {
        case (.unknownCommand(let token, let names), .english):
            "unknown command '\(token)' (expected one of: \(names.joined(separator: ", ")))"
        case (.unknownCommand(let token, let names), .japanese):
            "コマンド '\(token)' はありません（使えるのは \(names.joined(separator: ", "))）"
        case (.unknownOption(let option), .english): "unknown option '\(option)'"
        case (.unknownOption(let option), .japanese): "オプション '\(option)' はありません"
        case (.takesNoValue(let option), .english): "option '\(option)' does not take a value"
        case (.takesNoValue(let option), .japanese): "オプション '\(option)' に値は付けられません"
        case (.needsValue(let option), .english): "option '\(option)' needs a value"
        case (.needsValue(let option), .japanese): "オプション '\(option)' には値が必要です"
        case (.unexpectedArgument(let argument), .english): "unexpected argument '\(argument)'"
        case (.unexpectedArgument(let argument), .japanese): "余分な引数 '\(argument)' があります"
        case (.emptyArgument(let name), .english): "<\(name)> must not be empty"
        case (.emptyArgument(let name), .japanese): "<\(name)> を空にはできません"
        case (.missingArgument(let name), .english): "missing argument <\(name)>"
        case (.missingArgument(let name), .japanese): "引数 <\(name)> がありません"
        case (.other(let sentence), _): sentence
        }
    }
}
