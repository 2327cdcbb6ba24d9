import Terminal
import Testing

/// `--help` text generated from the declarations.
@Suite struct HelpFormatterTests {
    @Test func helpListsArgumentsOptionsAndInheritedOptions() throws {
        let invocation = try ArgumentParser.parse(
            ["acronyms", "create", "--help"], root: ArgumentParserTests.root)
        let help = HelpFormatter.help(for: invocation.commands)
        #expect(
            help.hasPrefix(
                "OVERVIEW: Create one.\n\nUSAGE: til acronyms create [--short <text>] [--long <value>]"))
        #expect(help.contains("  -s, --short <text>"))
        #expect(help.contains("  --json"))
        #expect(help.contains("-v, --verbose"))
        #expect(!help.contains("--quiet"), "--quiet is not inherited")
        #expect(help.contains("-h, --help"))
    }

    @Test func helpListsSubcommandsAndTheDefault() throws {
        let help = HelpFormatter.help(for: [ArgumentParserTests.root, ArgumentParserTests.acronyms])
        #expect(help.contains("SUBCOMMANDS:"))
        #expect(help.contains("  list (default)"))
        #expect(help.contains("  show"))
        #expect(help.contains("USAGE: til acronyms [<subcommand>]"))
        #expect(help.contains("See 'til acronyms <subcommand> --help'"))
    }

    /// In Japanese the help's own headings and lines are Japanese; the declarations are the tool's.
    @Test func japaneseHelpHasJapaneseHeadings() throws {
        let help = HelpFormatter.help(
            for: [ArgumentParserTests.root, ArgumentParserTests.acronyms], in: .japanese)
        #expect(help.hasPrefix("概要："), "\(help)")
        #expect(help.contains("\n\n使い方：til acronyms [<subcommand>]"), "\(help)")
        #expect(help.contains("\n\nオプション：\n"), "\(help)")
        #expect(help.contains("  -h, --help"), "\(help)")
        #expect(help.contains("このヘルプを表示します。"), "\(help)")
        #expect(help.contains("\n\nサブコマンド：\n"), "\(help)")
        #expect(help.contains("  list (省略時)"), "\(help)")
        #expect(help.contains("サブコマンドの詳細は 'til acronyms <subcommand> --help' を見てください。"))
        for english in ["OVERVIEW", "USAGE", "OPTIONS", "SUBCOMMANDS", "(default)", "Show help"] {
            #expect(!help.contains(english), "\(english) in \(help)")
        }
    }

    @Test func theDiscussionEndsTheHelp() {
        let command = Command("x", summary: "X.", discussion: ExitCode.helpText)
        #expect(
            HelpFormatter.help(for: [command]).hasSuffix(
                "130  interrupted by Ctrl-C\n"))
    }

    @Test func helpEntriesAreAligned() throws {
        let command = Command(
            "x", summary: "X.", options: [.flag("a", help: "First."), .value("longer-name", help: "Second.")])
        let lines = HelpFormatter.help(for: [command]).split(separator: "\n").map(String.init)
        let first = try #require(lines.first { $0.contains("First.") })
        let second = try #require(lines.first { $0.contains("Second.") })
        #expect(first.count - "First.".count == second.count - "Second.".count)
    }
}

/// Long usage lines, summaries and option help are wrapped to 80 columns.
extension HelpFormatterTests {
    @Test func helpRowsAndUsageKeepToEightyColumns() {
        let command = Command(
            "tool",
            summary: "A tool whose summary is long enough to need a second line on an eighty-column screen.",
            options: [
                .value("sort", valueName: "created|updated|pushed|full_name", help: "The order."),
                .value(
                    "direction", valueName: "asc|desc",
                    help: "Ascending or descending, by default ascending for names and descending otherwise."),
                .flag("all", help: "Every page."), .flag("json", help: "JSON."),
            ])
        let help = HelpFormatter.help(for: [command])
        let lines = help.split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= HelpFormatter.width }, "\(help)")
        #expect(
            help.contains(
                "USAGE: tool [--sort <created|updated|pushed|full_name>] [--direction <asc|desc>]\n"
                    + "            [--all] [--json]"))
        #expect(help.contains("OVERVIEW: A tool whose summary"))
        let indent = String(repeating: " ", count: 30)
        #expect(help.contains("for\n\(indent)names and descending otherwise."), "\(help)")
    }
}
