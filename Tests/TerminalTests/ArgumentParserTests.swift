import Terminal
import Testing

/// Parsing command lines against declarations: subcommands, arguments, options, usage errors.
@Suite struct ArgumentParserTests {
    static let show = Command("show", summary: "Show one.", arguments: [.required("id", help: "The id.")])
    static let create = Command(
        "create", summary: "Create one.",
        options: [
            .value("short", short: "s", valueName: "text", help: "Short."), .value("long", help: "Long."),
        ])
    static let list = Command("list", summary: "List.", arguments: [.optional("filter", help: "Filter.")])
    static let acronyms = Command(
        "acronyms", summary: "Acronyms.", subcommands: [list, show, create], defaultSubcommand: "list")
    static let root = Command(
        "til", summary: "TIL.",
        options: [
            .flag("json", help: "JSON.", inherited: true),
            .flag("verbose", short: "v", help: "Loud.", inherited: true),
            .flag("quiet", short: "q", help: "Quiet."),
        ],
        subcommands: [acronyms])

    private func parse(_ line: String...) throws(UsageError) -> Invocation<Void> {
        try ArgumentParser.parse(line, root: Self.root)
    }

    @Test func subcommandsAndPositionalArguments() throws {
        let invocation = try parse("acronyms", "show", "1234")
        #expect(invocation.path == ["til", "acronyms", "show"])
        #expect(invocation.argument("id") == "1234")
    }

    @Test func theDefaultSubcommandRunsWhenNoneIsNamed() throws {
        #expect(try parse("acronyms").path == ["til", "acronyms", "list"])
        #expect(try parse("acronyms", "--json").path == ["til", "acronyms", "list"])
        #expect(try parse().path == ["til"])
    }

    @Test func optionValuesInEverySpelling() throws {
        for line in [
            ["acronyms", "create", "--short", "OMG", "--long", "Oh My God"],
            ["acronyms", "create", "--short=OMG", "--long=Oh My God"],
            ["acronyms", "create", "-s", "OMG", "--long", "Oh My God"],
            ["acronyms", "create", "-sOMG", "--long=Oh My God"],
        ] {
            let invocation = try ArgumentParser.parse(line, root: Self.root)
            #expect(invocation.value("short") == "OMG")
            #expect(invocation.value("long") == "Oh My God")
        }
        #expect(try parse("acronyms", "create", "--short=a=b").value("short") == "a=b")
        #expect(try parse("acronyms", "create", "--short", "-x").value("short") == "-x")
    }

    @Test func inheritedFlagsWorkOnSubcommandsAndClusters() throws {
        let invocation = try parse("-vq", "acronyms", "show", "--json", "X")
        #expect(invocation.flag("json"))
        #expect(invocation.flag("verbose"))
        #expect(invocation.flag("quiet"))
        #expect(invocation.argument("id") == "X")
        #expect(throws: UsageError.self) { try parse("acronyms", "show", "-q", "X") }
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse("acronyms", "show", "--", "--json").argument("id") == "--json")
    }

    @Test func helpIsAlwaysAccepted() throws {
        let invocation = try parse("acronyms", "show", "--help")
        #expect(invocation.wantsHelp)
        #expect(invocation.path == ["til", "acronyms", "show"])
        #expect(try parse("acronyms", "-h").path == ["til", "acronyms"])
        #expect(try parse("acronyms", "show", "-h").wantsHelp)
    }

    @Test func usageErrorsSayWhatIsWrong() {
        let cases: [([String], String)] = [
            (["nope"], "unknown command 'nope' (expected one of: acronyms)"),
            (["acronyms", "show"], "missing argument <id>"),
            (["acronyms", "show", "a", "b"], "unexpected argument 'b'"),
            (["acronyms", "show", ""], "<id> must not be empty"),
            (["acronyms", "show", " \t"], "<id> must not be empty"),
            (["acronyms", "create", "--bogus"], "unknown option '--bogus'"),
            (["acronyms", "create", "--short"], "option '--short' needs a value"),
            (["acronyms", "create", "-s"], "option '-s' needs a value"),
            (["--json=yes"], "option '--json' does not take a value"),
            (["-z"], "unknown option '-z'"),
        ]
        for (line, message) in cases {
            #expect {
                try ArgumentParser.parse(line, root: Self.root)
            } throws: { error in
                (error as? UsageError)?.message == message
            }
        }
    }

    @Test func theUsageReportNamesTheCommand() {
        do {
            _ = try parse("acronyms", "show")
            Issue.record("expected a usage error")
        } catch {
            #expect(error.report.contains("USAGE: til acronyms show <id>"))
            #expect(error.report.contains("See 'til acronyms show --help'."))
        }
    }

    @Test func aLongUsageErrorIsWrappedToEightyColumns() {
        let names = (1...12).map { "subcommand-\($0)" }
        let error = UsageError(
            "unknown command 'x' (expected one of: \(names.joined(separator: ", ")))",
            commands: [Command("tool", summary: "A tool.")])

        let lines = error.report.split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines)")
        #expect(lines.first?.hasPrefix("error: unknown command 'x' (expected one of:") == true)
        #expect(lines.dropFirst().first?.hasPrefix("  subcommand-") == true)
        #expect(error.report.contains("subcommand-12)"))
    }
}
