import Foundation
import TILModels
import TestSupport
import Testing

/// `til interactive` with `TIL_AUTH=off`: no login screen and no "log out", Create An Acronym picks the
/// owner from the users (the first preselected), Create User asks for no password.
@Suite struct InteractiveNoAuthTests {
    @Test(.tilServer(auth: .off)) func createPicksTheOwnerFromTheUsers() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        _ = try await data.user("Tim", username: "timc")
        let ray = try await data.user("Ray", username: "rayw")
        let til = try TILRunner(server)

        let result = try await til.run("interactive", input: lines("1", "n", "OMG", "Oh My God", "3", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stdout.hasPrefix(
                "TIL at \(til.serverURL.absoluteString)\n1 Acronyms · 2 Users · 3 Categories · q quit\n"))
        #expect(result.stderr.contains("* 1. Admin (admin)\n  2. Tim (timc)\n  3. Ray (rayw)\nUser [1]: "))
        #expect(!result.stdout.contains("Log in") && !result.stderr.contains("Username"), "no login asked")
        let held = try #require(try await data.acronyms().first)
        #expect(held.short == "OMG" && held.user.id == ray.id)
    }

    @Test(.tilServer(auth: .off)) func createUserAsksForNoPassword() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)

        let result = try await til.run("interactive", input: lines("2", "n", "Alice", "alicea", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stderr.contains("Name: Username: users: "))
        #expect(!result.stdout.contains("Log in"), "no login asked")
        let alice = try #require(try await data.users().first { $0.username == "alicea" })
        #expect(result.stdout.contains("Created user alicea (\(try alice.requireID().uuidString))\n"))
        #expect(result.stdout.contains("2  Alice  alicea\n"))
    }
}
