import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms create` saves the acronym on the server, owned by whoever is logged in (chapter 19).
@Suite(.tilServer(auth: .on)) struct AcronymCreateTests {
    @Test func createSavesTheAcronymOwnedByTheLoggedInUser() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()
        let short = Unique.name("OMG")

        let result = try await til.run("acronyms", "create", "--short", short, "--long", "Oh My God")

        #expect(result.status == ToolExit.success, "\(result)")
        let saved = try #require(try await data.acronyms().first { $0.short == short })
        #expect(saved.long == "Oh My God")
        #expect(saved.user.id == data.adminID)
        #expect(result.stdout == "Created acronym \(short) (\(try saved.requireID().uuidString))\n")
    }

    @Test func createPrintsTheSavedAcronymAsJSON() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "acronyms", "create", "-s", Unique.name("LOL"), "-l", "Laugh Out Loud", "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        let printed = try result.json(Acronym.self)
        #expect(try await data.acronym(try printed.requireID()) == printed)
        #expect(printed.long == "Laugh Out Loud")
    }

    @Test func theOwnerIsTheUserWhoLoggedInAndUserIsIgnored() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let username = Unique.name("tim")
        let tim = try await data.user("Tim", username: username, password: "tims secret")
        let til = try TILRunner(server)
        #expect(try await til.login(username, password: "tims secret").status == ToolExit.success)

        let result = try await til.run(
            "acronyms", "create", "-s", Unique.name("TIL"), "-l", "Today I Learned", "--user", "admin",
            "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stderr.contains("--user is ignored"))
        #expect(try result.json(Acronym.self).user.id == tim.id)
    }
}
