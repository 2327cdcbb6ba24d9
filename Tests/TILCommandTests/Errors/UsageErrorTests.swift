import Foundation
import TestSupport
import Testing

/// A command line `til` cannot parse exits 2 with what is wrong, the command's usage and where to find
/// help, on standard error. Nothing is contacted (the server here is down, which would be exit 5).
@Suite struct UsageErrorTests {
    static let mistakes: [(arguments: [String], problem: String, usage: String)] = [
        (["frobnicate"], "error: unknown command 'frobnicate'", "USAGE: til <subcommand>"),
        (["acronyms", "frob"], "error: unknown command 'frob'", "USAGE: til acronyms [<subcommand>]"),
        (["acronyms", "list", "--color"], "error: unknown option '--color'", "USAGE: til acronyms list"),
        (["acronyms", "show"], "error: missing argument <acronym>", "USAGE: til acronyms show <acronym>"),
        (
            ["acronyms", "create", "--short"], "error: option '--short' needs a value",
            "USAGE: til acronyms create"
        ),
        (["acronyms", "list", "extra"], "error: unexpected argument 'extra'", "USAGE: til acronyms list"),
        (["users", "show"], "error: missing argument <user>", "USAGE: til users show <user>"),
        (
            ["acronyms", "show", ""], "error: <acronym> must not be empty",
            "USAGE: til acronyms show <acronym>"
        ),
        (["categories", "acronyms"], "error: missing argument <category>", "USAGE: til categories acronyms"),
        ([], "error: no command given", "USAGE: til <subcommand>"),
    ]

    @Test(arguments: mistakes)
    func aBadCommandLineExitsTwo(arguments: [String], problem: String, usage: String) async throws {
        let result = try await TILRunner(serverDown: .on).run(arguments)
        #expect(result.status == ToolExit.usage, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(problem), "\(result.stderr)")
        #expect(result.stderr.contains(usage))
        #expect(result.stderr.contains("See 'til"))
    }
}
