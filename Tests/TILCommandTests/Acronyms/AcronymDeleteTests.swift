import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms delete` removes the acronym from the server (no question asked when standard input
/// is not a terminal), by short form or by id.
@Suite(.tilServer(auth: .on)) struct AcronymDeleteTests {
    @Test func deleteByShortFormRemovesItFromTheServer() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("LOL"), "Laugh Out Loud")
        let keep = try await data.acronym(Unique.name("ROFL"), "Rolling On the Floor Laughing")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("acronyms", "delete", acronym.short)

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout == "Deleted acronym \(acronym.short) (Laugh Out Loud)\n")
        #expect(try await data.acronym(try acronym.requireID()) == nil)
        #expect(try await data.acronym(try keep.requireID()) == keep)

        let again = try await til.run("acronyms", "delete", acronym.short)
        #expect(again.status == ToolExit.notFound)
    }

    @Test func deleteByIDPrintsTheDeletedAcronymAsJSON() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("BTW"), "By The Way")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "acronyms", "delete", "--yes", try acronym.requireID().uuidString, "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(try result.json([String: Acronym].self) == ["deleted": acronym])
        #expect(try await data.acronym(try acronym.requireID()) == nil)
    }
}
