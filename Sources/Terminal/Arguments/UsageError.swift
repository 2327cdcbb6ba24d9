import Basics

/// A command line that does not match the declarations, with the usage of the command concerned.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let problem: UsageProblem
    /// The problem in English.
    public var message: String { problem.text(.english) }
    /// The command's path from the root, `til acronyms show`.
    public let path: String
    /// Writes the command's usage line with its heading in a language, when the error is reported.
    private let usageLine: @Sendable (Language) -> String

    /// - Parameter commands: the commands from the root to the one whose usage applies.
    public init<Context>(_ problem: UsageProblem, commands: [Command<Context>]) {
        self.problem = problem
        path = commands.map(\.name).joined(separator: " ")
        usageLine = { HelpFormatter.usage(for: commands, in: $0) }
    }

    /// A tool's own sentence about the command line.
    public init<Context>(_ message: String, commands: [Command<Context>]) {
        self.init(.other(message), commands: commands)
    }

    public var description: String { message }

    /// The command's usage line (``HelpFormatter/usage(for:in:)``), its heading in `language`.
    public func usage(in language: Language) -> String { usageLine(language) }

    /// ``report(in:)`` in English.
    public var report: String { report(in: .english) }

    /// The problem (wrapped to the help's width), the usage line, and where to find help: what a CLI
    /// prints on standard error.
    public func report(in language: Language) -> String {
        let (error, help) =
            switch language {
            case .english: ("error: \(problem.text(language))", "See '\(path) --help'.")
            case .japanese: ("エラー：\(problem.text(language))", "詳しくは '\(path) --help' を見てください。")
            }
        // The problem's continuation lines are indented.
        let lines = WordWrap.lines(error, width: HelpFormatter.width - 2)
        return "\(lines.joined(separator: "\n  "))\n\(usage(in: language))\n\(help)"
    }
}
