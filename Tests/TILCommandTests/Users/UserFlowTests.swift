import Foundation
import TILModels
import TestSupport
import Testing

/// `til users create|list|show|acronyms` with logins on: a new user gets a password (read from standard
/// input) they can log in with; users are shown by username or by id, with their acronyms.
@Suite(.tilServer(auth: .on)) struct UserFlowTests {
    @Test func createSavesAUserWhoCanThenLogIn() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let admin = try TILRunner(server)
        try await admin.login()
        let username = Unique.name("timc")

        let result = try await admin.run(
            "users", "create", "--name", "Tim Condon", "-u", username, "--password-stdin",
            input: "s3cret pass\n")

        #expect(result.status == ToolExit.success, "\(result)")
        let held = try #require(try await data.users().first { $0.username == username })
        #expect(held.name == "Tim Condon")
        #expect(result.stdout == "Created user \(username) (\(try held.requireID().uuidString))\n")
        #expect(!result.stdout.contains("s3cret") && !result.stderr.contains("s3cret"))

        let tim = try TILRunner(server)
        let login = try await tim.login(username, password: "s3cret pass")
        #expect(login.status == ToolExit.success, "\(login)")
        #expect(login.stdout == "Logged in as \(username)\n")
    }

    @Test func createPrintsJSONWithoutThePassword() async throws {
        let server = try RunningTILServer.current()
        let admin = try TILRunner(server)
        try await admin.login()
        let username = Unique.name("ray")

        let result = try await admin.run(
            "users", "create", "--name", "Ray", "--username", username, "--password-stdin", "--json",
            input: "pw\n")

        #expect(result.status == ToolExit.success, "\(result)")
        let fields = try result.json([String: String].self)
        #expect(Set(fields.keys) == ["id", "name", "username"])
        #expect(fields["name"] == "Ray" && fields["username"] == username)
    }

    @Test func listShowsEveryUserWithTheSeededAdminFirst() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let user = try await data.user("Alice", username: Unique.name("alicea"))
        let til = try TILRunner(server)

        let table = try await til.run("users", "list")
        #expect(table.status == ToolExit.success, "\(table)")
        let id = try user.requireID().uuidString
        #expect(table.tableRow(containing: id) == ["Alice", user.username, id])

        let json = try await til.run("users", "--json")
        let listed = try json.json([User].self)
        #expect(listed.first?.username == "admin")
        #expect(listed.contains(user))
    }

    @Test func showFindsAUserByUsernameOrIDWithTheirAcronyms() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let user = try await data.user("Luke", username: Unique.name("lukes"))
        let session = try await ServerData.loggedIn(server, as: user.username)
        let omg = try await session.acronym(Unique.name("OMG"), "Oh My God")
        let lol = try await session.acronym(Unique.name("LOL"), "Laugh Out Loud")
        let til = try TILRunner(server)
        let id = try user.requireID().uuidString

        let byName = try await til.run("users", "show", user.username)
        #expect(byName.status == ToolExit.success, "\(byName)")
        #expect(byName.stdout.hasPrefix("Luke (\(user.username))\nID \(id)\n\nSHORT"))
        #expect(byName.tableRow(containing: try omg.requireID().uuidString)?.first == omg.short)
        #expect(byName.tableRow(containing: try lol.requireID().uuidString)?.first == lol.short)

        let byID = try await til.run("users", "show", id, "--json")
        #expect(byID.status == ToolExit.success, "\(byID)")
        let detail = try byID.json(UserDetail.self)
        #expect(detail.user == user)
        #expect(detail.acronyms == [omg, lol])
    }

    @Test func acronymsListsOnlyTheUsersAcronymsByUsernameOrID() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let user = try await data.user("Han", username: Unique.name("hans"))
        let mine = try await ServerData.loggedIn(server, as: user.username).acronym(
            Unique.name("HS"), "Han Shot")
        _ = try await data.acronym(Unique.name("NOT"), "Someone else's")
        let til = try TILRunner(server)

        for reference in [user.username, try user.requireID().uuidString] {
            let result = try await til.run("users", "acronyms", reference, "--json")
            #expect(result.status == ToolExit.success, "\(result)")
            #expect(try result.json([Acronym].self) == [mine])
        }
        let table = try await til.run("users", "acronyms", user.username)
        let id = try mine.requireID().uuidString
        #expect(table.tableRow(containing: id) == [mine.short, "Han Shot", id])
    }

    private struct UserDetail: Decodable {
        let user: User
        let acronyms: [Acronym]
    }
}
