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

    @Test func theDiscussionEndsTheHelp() {
        let command = Command("x", summary: "X.", discussion: ExitCode.helpText)
        #expect(HelpFormatter.help(for: [command]).hasSuffix("server error or server unreachable\n"))
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
