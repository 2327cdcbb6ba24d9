import Foundation
import TILModels
import TestSupport
import Testing

/// With `TIL_AUTH=off` users are created without a password, categories without a login, and
/// `til login` explains that the server has no logins.
@Suite(.tilServer(auth: .off)) struct NoAuthAccountTests {
    @Test func usersAreCreatedWithoutAPasswordAndShownByUsernameOrID() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        let username = Unique.name("timc")

        let create = try await til.run("users", "create", "--name", "Tim", "--username", username, "--json")
        #expect(create.status == ToolExit.success, "\(create)")
        let user = try create.json(User.self)
        #expect(user.name == "Tim" && user.username == username)
        #expect(try await data.users().contains(user))

        let acronym = try await data.acronym(
            Unique.name("TIL"), "Today I Learned", owner: try user.requireID())
        for reference in [username, try user.requireID().uuidString] {
            let acronyms = try await til.run("users", "acronyms", reference, "--json")
            #expect(acronyms.status == ToolExit.success, "\(acronyms)")
            #expect(try acronyms.json([Acronym].self) == [acronym])
        }
        let show = try await til.run("users", "show", username)
        #expect(show.stdout.hasPrefix("Tim (\(username))\n"))
        #expect(show.stdout.contains(acronym.short))
    }

    @Test func categoriesAreCreatedAndListedWithoutALogin() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        let name = Unique.name("Funny")

        let create = try await til.run("categories", "create", "--name", name)
        #expect(create.status == ToolExit.success, "\(create)")
        let category = try #require(try await data.categories().first { $0.name == name })

        let list = try await til.run("categories", "list")
        let id = try category.requireID().uuidString
        #expect(list.tableRow(containing: id) == [name, id])
        let show = try await til.run("categories", "show", name, "--json")
        #expect(show.status == ToolExit.success, "\(show)")
    }

    @Test func loginSaysTheServerHasNoLoginsAndStoresNothing() async throws {
        let server = try RunningTILServer.current()
        let til = try TILRunner(server)

        let login = try await til.login()
        #expect(login.status == ToolExit.failure)
        #expect(login.stderr.contains("This server does not use logins"))

        let logout = try await til.run("logout")
        #expect(logout.status == ToolExit.success)
        #expect(!FileManager.default.fileExists(atPath: til.configHome.path))
    }
}
