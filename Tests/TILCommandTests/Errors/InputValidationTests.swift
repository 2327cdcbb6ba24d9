import Foundation
import TestSupport
import Testing

/// Incomplete input is refused with the app's own messages (exit 1), and nothing is sent: the server
/// holds exactly what it held before. The tests run one at a time, so that none of them changes the
/// server while another compares its before and after.
@Suite(.tilServer(auth: .on), .serialized) struct InputValidationTests {
    static let cases: [(arguments: [String], input: String, message: String)] = [
        (["acronyms", "create", "--short", "", "--long", "Oh My God"], "", "You must specify an acronym!"),
        (["acronyms", "create", "--short", "  ", "--long", "Oh My God"], "", "You must specify an acronym!"),
        (["acronyms", "create", "--short", "OMG"], "", "You must specify a meaning!"),
        (
            ["acronyms", "create", "--short", "a\nb", "--long", "Oh My God"], "",
            "An acronym must be on one line"
        ),
        (
            ["users", "create", "--name", "", "-u", "timc", "--password-stdin"], "pw\n",
            "You must specify a name"
        ),
        (["users", "create", "--name", "Tim", "--password-stdin"], "pw\n", "You must specify a username"),
        (
            ["users", "create", "--name", "Tim", "-u", "timc"], "",
            "You must specify a password\n  Give it on standard input with --password-stdin (its first line)."
        ),
        (["categories", "create", "--name", ""], "", "You must specify a name"),
        (["categories", "create"], "", "You must specify a name"),
    ]

    @Test(arguments: cases)
    func incompleteInputIsRefusedLocally(arguments: [String], input: String, message: String) async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()
        let before = try await holdings(data)

        let result = try await til.run(arguments, input: input)

        #expect(result.status == ToolExit.failure, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\n")
        #expect(try await holdings(data) == before)
    }

    @Test func editingToAnEmptyShortFormIsRefusedAndChangesNothing() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("OMG"), "Oh My God")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("acronyms", "edit", acronym.short, "--short", "", "--json")

        #expect(result.status == ToolExit.failure)
        #expect(
            try result.jsonError()
                == ErrorReport(
                    kind: "input", message: "You must specify an acronym!", reason: nil, exitCode: 1))
        #expect(try await data.acronym(try acronym.requireID()) == acronym)
    }

    private func holdings(_ data: ServerData) async throws -> Int {
        try await data.acronyms().count + data.users().count + data.categories().count
    }
}
