import Foundation
import TestSupport
import Testing

/// `--help` and `-h` work on every command, print its usage on standard output, exit 0, and need no
/// server (these runs point at a port that refuses connections).
@Suite struct HelpTests {
    static let groups: [String: [String]] = [
        "": ["login", "logout", "acronyms", "users", "categories", "interactive"],
        "acronyms": [
            "list", "show", "create", "edit", "delete", "search", "add-category", "remove-category",
        ],
        "users": ["list", "create", "show", "acronyms"],
        "categories": ["list", "create", "show", "acronyms"],
    ]

    /// Every command path: `""` (the root), `"login"`, …, `"acronyms add-category"`.
    static let paths: [String] =
        [""]
        + groups.keys.sorted().flatMap { group in
            groups[group, default: []].map { group.isEmpty ? $0 : "\(group) \($0)" }
        }

    @Test(arguments: paths)
    func helpPrintsTheCommandsUsage(path: String) async throws {
        let til = try TILRunner(serverDown: .on)
        let words = path.split(separator: " ").map(String.init)
        for flag in ["--help", "-h"] {
            let result = try await til.run(words + [flag])
            #expect(result.status == ToolExit.success, "\(path) \(flag): \(result)")
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.hasPrefix("OVERVIEW: "))
            #expect(result.stdout.contains("USAGE: til\(path.isEmpty ? "" : " " + path)"))
            #expect(result.stdout.contains("-h, --help"))
        }
    }

    @Test(arguments: groups.keys.sorted())
    func groupHelpListsEverySubcommand(group: String) async throws {
        let til = try TILRunner(serverDown: .on)
        let result = try await til.run(group.split(separator: " ").map(String.init) + ["--help"])
        let section = try #require(result.stdout.split(separator: "SUBCOMMANDS:\n").last)
        let listed = section.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == Self.groups[group])
    }

    @Test func noHelpLineIsWiderThanEightyColumns() async throws {
        let environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "HOME": NSTemporaryDirectory()]
        let pages = try await HelpPages.all(of: Executables.path("til"), environment: environment)
        #expect(Set(pages.keys) == Set(Self.paths), "\(pages.keys.sorted())")
        #expect(HelpPages.tooWide(pages) == [])
    }

    @Test func rootHelpDocumentsTheExitCodes() async throws {
        let til = try TILRunner(serverDown: .on)
        let help = try await til.run("--help").stdout
        for line in [
            "0  success", "1  failure you can fix", "2  usage error", "3  not found",
            "4  authentication failure", "5  server error or server unreachable",
        ] {
            #expect(help.contains(line), "missing \(line)")
        }
    }
}
