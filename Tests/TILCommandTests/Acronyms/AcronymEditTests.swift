import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms edit` changes an acronym on the server (named by short form or id); fields not given
/// keep their values. With logins the acronym then belongs to the editor (the book's chapter 19 rule).
@Suite(.tilServer(auth: .on)) struct AcronymEditTests {
    @Test func editChangesTheMeaningAndKeepsTheShortForm() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("OMG"), "Oh My God")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("acronyms", "edit", acronym.short, "--long", "Oh My Gosh")

        #expect(result.status == ToolExit.success, "\(result)")
        let id = try acronym.requireID()
        #expect(result.stdout == "Saved acronym \(acronym.short) (\(id.uuidString))\n")
        let held = try #require(try await data.acronym(id))
        #expect(held.short == acronym.short && held.long == "Oh My Gosh")
    }

    @Test func editByIDChangesBothFieldsAndPrintsJSON() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("TTYL"), "Talk To You Later")
        let til = try TILRunner(server)
        try await til.login()
        let newShort = Unique.name("CUL")

        let result = try await til.run(
            "acronyms", "edit", try acronym.requireID().uuidString, "-s", newShort, "-l", "See You Later",
            "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        let printed = try result.json(Acronym.self)
        #expect(printed.id == acronym.id && printed.short == newShort && printed.long == "See You Later")
        #expect(try await data.acronym(try acronym.requireID()) == printed)
    }

    @Test func theEditorBecomesTheOwner() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("FYI"), "For Your Information")
        let username = Unique.name("ray")
        let ray = try await data.user("Ray", username: username)
        let til = try TILRunner(server)
        try await til.login(username)

        let result = try await til.run("acronyms", "edit", acronym.short, "--long", "For Your Interest")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(try await data.acronym(try acronym.requireID())?.user.id == ray.id)
        #expect(result.stderr.contains("now yours"), "\(result)")
    }

    /// An edit that changes nothing sends nothing: a `PUT` would make the editor the owner.
    @Test func anEditThatChangesNothingKeepsTheOwner() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("LOL"), "Laugh Out Loud")
        let username = Unique.name("uni")
        _ = try await data.user("Uni", username: username)
        let til = try TILRunner(server)
        try await til.login(username)

        let result = try await til.run("acronyms", "edit", acronym.short, "--long", "Laugh Out Loud")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout == "Nothing to change in \(acronym.short)\n", "\(result)")
        #expect(try await data.acronym(try acronym.requireID())?.user.id == acronym.user.id)
    }
}
