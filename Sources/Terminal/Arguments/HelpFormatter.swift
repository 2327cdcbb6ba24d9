/// Writes `--help` text and usage lines from ``Command`` declarations.
public enum HelpFormatter {
    /// The full help of the last command in `commands` (the path from the root).
    public static func help(for commands: [Command]) -> String {
        guard let command = commands.last else { return "" }
        var sections = ["OVERVIEW: \(command.summary)", usage(for: commands)]
        if !command.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + rows(command.arguments.map { ("<\($0.name)>", $0.help) }))
        }
        let inherited = commands.dropLast().flatMap { $0.options.filter(\.isInherited) }
        let options = command.options + inherited
        sections.append(
            "OPTIONS:\n"
                + rows(options.map { (label(for: $0), $0.help) } + [("-h, --help", "Show help information.")])
        )
        if !command.subcommands.isEmpty {
            let entries = command.subcommands.map { subcommand in
                let name =
                    subcommand.name == command.defaultSubcommand
                    ? "\(subcommand.name) (default)" : subcommand.name
                return (name, subcommand.summary)
            }
            sections.append("SUBCOMMANDS:\n" + rows(entries))
            let path = commands.map(\.name).joined(separator: " ")
            sections.append("  See '\(path) <subcommand> --help' for details of a subcommand.")
        }
        if let discussion = command.discussion { sections.append(discussion) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `USAGE: til acronyms show <id> [--json]`.
    public static func usage(for commands: [Command]) -> String {
        guard let command = commands.last else { return "" }
        var parts = ["USAGE:"] + commands.map(\.name)
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
        return parts.joined(separator: " ")
    }

    private static func label(for option: Option) -> String {
        var label = option.short.map { "-\($0), " } ?? ""
        label += "--\(option.name)"
        if let valueName = option.valueName { label += " <\(valueName)>" }
        return label
    }

    /// Two aligned columns, the help text wrapped under its own column.
    private static func rows(_ entries: [(String, String)]) -> String {
        let width = min(28, (entries.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2)
        return entries.map { name, help in
            let nameWidth = DisplayWidth.of(name)
            if nameWidth + 2 > width {
                return "  \(name)\n" + String(repeating: " ", count: width + 2) + help
            }
            return "  " + name + String(repeating: " ", count: width - nameWidth) + help
        }.joined(separator: "\n")
    }
}
