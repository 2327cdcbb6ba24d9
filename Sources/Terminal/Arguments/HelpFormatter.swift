import Basics

/// Writes `--help` text and usage lines from ``Command`` declarations, wrapped to ``width`` columns
/// (a command's discussion is written by hand and must keep to it too), with headings in the
/// tool's language (the declarations' own text is the tool's, in that language).
public enum HelpFormatter {
    /// The widest a line of help may be.
    public static let width = 80

    /// The full help of the last command in `commands` (the path from the root).
    public static func help<Context>(for commands: [Command<Context>], in language: Language = .english)
        -> String
    {
        guard let command = commands.last else { return "" }
        let words = Words(language)
        let overviewLead = words.overview + words.afterHeading
        let overview = WordWrap.lines(overviewLead + command.summary, width: width)
        let overviewIndent = "\n" + String(repeating: " ", count: DisplayWidth.of(overviewLead))
        var sections = [overview.joined(separator: overviewIndent), usage(for: commands, in: language)]
        if !command.arguments.isEmpty {
            sections.append(
                "\(words.arguments)\n" + rows(command.arguments.map { ("<\($0.name)>", $0.help) }))
        }
        let inherited = commands.dropLast().flatMap { $0.options.filter(\.isInherited) }
        let options = command.options + inherited
        sections.append(
            "\(words.options)\n"
                + rows(options.map { (label(for: $0), $0.help) } + [("-h, --help", words.helpOption)]))
        if !command.subcommands.isEmpty {
            let entries = command.subcommands.map { subcommand in
                let name =
                    subcommand.name == command.defaultSubcommand
                    ? "\(subcommand.name) \(words.defaultMark)" : subcommand.name
                return (name, subcommand.summary)
            }
            sections.append("\(words.subcommands)\n" + rows(entries))
            let path = commands.map(\.name).joined(separator: " ")
            sections.append("  " + words.seeSubcommandHelp(path))
        }
        if let discussion = command.discussion { sections.append(discussion) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `USAGE: til acronyms show <id> [--json]`, continued on lines indented under the first
    /// argument when it is wider than ``width``.
    public static func usage<Context>(for commands: [Command<Context>], in language: Language = .english)
        -> String
    {
        guard let command = commands.last else { return "" }
        var parts: [String] = []
        if !command.subcommands.isEmpty {
            parts.append(command.defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]")
        }
        for argument in command.arguments {
            parts.append(argument.isRequired ? "<\(argument.name)>" : "[<\(argument.name)>]")
        }
        for option in command.options {
            parts.append(
                option.isFlag ? "[--\(option.name)]" : "[--\(option.name) <\(option.valueName ?? "value")>]")
        }
        let words = Words(language)
        let lead = words.usage + words.afterHeading + commands.map(\.name).joined(separator: " ")
        let indent = String(repeating: " ", count: DisplayWidth.of(lead) + 1)
        var lines = [lead]
        for part in parts {
            let last = lines[lines.count - 1]
            if last == lead || DisplayWidth.of(last) + 1 + DisplayWidth.of(part) <= width {
                lines[lines.count - 1] = last + " " + part
            } else {
                lines.append(indent + part)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func label(for option: Option) -> String {
        var label = option.short.map { "-\($0), " } ?? ""
        label += "--\(option.name)"
        if let valueName = option.valueName { label += " <\(valueName)>" }
        return label
    }

    /// Two aligned columns, the help text wrapped under its own column.
    private static func rows(_ entries: [(String, String)]) -> String {
        let column = min(28, (entries.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2)
        let indent = String(repeating: " ", count: column + 2)
        return entries.map { name, help in
            let nameWidth = DisplayWidth.of(name)
            let help = WordWrap.lines(help, width: width - column - 2).joined(separator: "\n" + indent)
            if nameWidth + 2 > column {
                return "  \(name)\n" + indent + help
            }
            return "  " + name + String(repeating: " ", count: column - nameWidth) + help
        }.joined(separator: "\n")
    }

    /// The help's own words: its headings and the lines it adds.
    private struct Words {
        let language: Language

        init(_ language: Language) { self.language = language }

        var overview: String { language.text("概要：", "OVERVIEW:") }
        var usage: String { language.text("使い方：", "USAGE:") }
        var arguments: String { language.text("引数：", "ARGUMENTS:") }
        var options: String { language.text("オプション：", "OPTIONS:") }
        var subcommands: String { language.text("サブコマンド：", "SUBCOMMANDS:") }
        /// What follows a heading on its own line: a Japanese full-width colon has its space in it.
        var afterHeading: String { language.text("", " ") }
        var helpOption: String { language.text("このヘルプを表示します。", "Show help information.") }
        var defaultMark: String { language.text("(省略時)", "(default)") }

        func seeSubcommandHelp(_ path: String) -> String {
            language.text(
                "サブコマンドの詳細は '\(path) <subcommand> --help' を見てください。",
                "See '\(path) <subcommand> --help' for details of a subcommand.")
        }
    }
}
