import Foundation
import TestSupport
import Testing

/// An acronym, user or category that does not exist, named or by id, exits 3 with a message saying
/// what was not found.
@Suite(.tilServer(auth: .on)) struct NotFoundTests {
    static let unknownID = "0A0B0C0D-0000-4000-8000-000000000000"

    static let lookups: [(arguments: [String], message: String)] = [
        (["acronyms", "show", "no-such-acronym"], #"There is no acronym called "no-such-acronym""#),
        (["acronyms", "show", unknownID], "There is no acronym with the id \(unknownID)"),
        (["users", "show", "no-such-user"], #"There is no user called "no-such-user""#),
        (["users", "show", unknownID.lowercased()], "There is no user with the id \(unknownID)"),
        (["users", "acronyms", "no-such-user"], #"There is no user called "no-such-user""#),
        (["categories", "show", "No Such Category"], #"There is no category called "No Such Category""#),
        (["categories", "acronyms", unknownID], "There is no category with the id \(unknownID)"),
    ]

    @Test(arguments: lookups)
    func anUnknownNameOrIDExitsThree(arguments: [String], message: String) async throws {
        let result = try await TILRunner(try RunningTILServer.current()).run(arguments)
        #expect(result.status == ToolExit.notFound, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\n  Not Found\n")
    }

    @Test func writesToSomethingUnknownExitThree() async throws {
        let server = try RunningTILServer.current()
        let acronym = try await ServerData.connect(server).acronym(Unique.name("OMG"), "Oh My God")
        let til = try TILRunner(server)
        try await til.login()

        let edit = try await til.run("acronyms", "edit", Self.unknownID, "-l", "x")
        #expect(edit.status == ToolExit.notFound, "\(edit)")
        let delete = try await til.run("acronyms", "delete", "no-such-acronym")
        #expect(delete.status == ToolExit.notFound, "\(delete)")
        let add = try await til.run(
            "acronyms", "add-category", acronym.short, Unique.name("Missing"), "--json")
        #expect(add.status == ToolExit.notFound, "\(add)")
        #expect(try add.jsonError().kind == "notFound")
        #expect(try add.jsonError().exitCode == ToolExit.notFound)
    }
}
