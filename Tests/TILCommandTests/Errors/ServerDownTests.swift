import Foundation
import TestSupport
import Testing

/// When nothing listens at `TIL_API_URL`, every command that needs the server exits 5 with the app's
/// message for what it was doing and a reason that says the connection failed.
@Suite struct ServerDownTests {
    static let reads: [(arguments: [String], message: String)] = [
        (["acronyms", "list"], "There was an error getting the acronyms"),
        (["acronyms", "list", "--sorted"], "There was an error getting the acronyms"),
        (["acronyms", "search", "OMG"], "There was an error searching the acronyms"),
        (["acronyms", "show", "OMG"], "There was an error searching the acronyms"),
        (
            ["acronyms", "show", "62CA2F5C-E991-49A1-96D7-753A668C3B57"],
            "There was an error getting the acronym"
        ),
        (["users", "list"], "There was an error getting the users"),
        (["users", "show", "admin"], "There was an error getting the users"),
        (["categories", "list"], "There was an error getting the categories"),
        (["categories", "acronyms", "Funny"], "There was an error getting the categories"),
    ]

    @Test(arguments: reads)
    func aReadExitsFiveWithAClearMessage(arguments: [String], message: String) async throws {
        let til = try TILRunner(serverDown: .on)
        let result = try await til.run(arguments)
        #expect(result.status == ToolExit.unavailable, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        #expect(result.stderr.contains("could not connect"))
        #expect(result.stderr.contains("Start the TIL server with scripts/up"), "what to do")
    }

    @Test func jsonReportsANetworkError() async throws {
        let til = try TILRunner(serverDown: .on)
        let result = try await til.run("acronyms", "list", "--json")
        #expect(result.status == ToolExit.unavailable)
        let error = try result.jsonError()
        #expect(error.kind == "unavailable" && error.exitCode == ToolExit.unavailable)
        #expect(error.message == "There was an error getting the acronyms")
        #expect(error.reason?.contains("could not connect") == true)
    }

    @Test func writesWithoutLoginsAndLoginsExitFive() async throws {
        let noAuth = try TILRunner(serverDown: .off)
        let create = try await noAuth.run("categories", "create", "--name", "Funny")
        #expect(create.status == ToolExit.unavailable, "\(create)")
        #expect(create.stderr.hasPrefix("Error: There was a problem saving the category\n"))

        let login = try await TILRunner(serverDown: .on).login()
        #expect(login.status == ToolExit.unavailable, "\(login)")
        #expect(login.stderr.contains("Could not reach the server to log in"), "\(login)")
        #expect(login.stderr.contains("could not connect"))
    }
}
