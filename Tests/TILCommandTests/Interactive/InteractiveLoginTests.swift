import Foundation
import TILClient
import TILModels
import TestSupport
import Testing

/// `til interactive` with logins on: browsing starts at once without a login; a write asks for one
/// first and then goes on with that write; an empty username goes back without it; "l" logs in and
/// out from the tab bar; a write whose token the server rejects leads to the login screen.
@Suite struct InteractiveLoginTests {
    @Test(.tilServer(auth: .on)) func browsingNeedsNoLoginAndTheTabBarLogsInAndOut() async throws {
        let server = try RunningTILServer.current()
        _ = try await ServerData.connect(server).acronym("OMG", "Oh My God")
        let til = try TILRunner(server)

        let result = try await til.run(
            "interactive", input: lines("1", "b", "l", "admin", "wrong", "admin", "password", "l", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        let tabBar = "1 Acronyms · 2 Users · 3 Categories · l log"
        #expect(
            result.stdout.hasPrefix(
                "TIL at \(til.serverURL.absoluteString)\n\(tabBar) in · q quit\nAcronyms\n"
                    + "#  SHORT  MEANING\n1  OMG    Oh My God\n"),
            "the acronyms are listed without a login: \(result)")
        #expect(
            result.stdout.contains(
                "\(tabBar) in · q quit\nLog in (an empty username goes back)\nLogged in as admin\n"
                    + "\(tabBar) out · q quit\nLogged out\n\(tabBar) in · q quit\nBye.\n"))
        #expect(
            result.stderr.contains(
                "Username: Password: Error: Could not log in. Check your credentials and try again\n"))
        #expect(!FileManager.default.fileExists(atPath: til.credentialsFile.path))
    }

    /// The Users tab's "e" ends every login of the user, another machine's too, once confirmed.
    @Test(.tilServer(auth: .on)) func theUsersTabLogsOutEverywhere() async throws {
        let (lost, here) = try await TILRunner.twoLoginsOfANewUser(on: try RunningTILServer.current())

        let declined = try await here.run("interactive", input: lines("2", "e", "n", "q"))
        #expect(
            declined.stderr.contains("End every login of this user, on every device, this one too? [y/N]"))
        #expect(!declined.stdout.contains("Logged out"), "\(declined)")
        let kept = try await lost.run("categories", "create", "--name", Unique.name("Kept"))
        #expect(kept.status == ToolExit.success, "declined, the other machine's login goes on: \(kept)")

        let result = try await here.run("interactive", input: lines("2", "e", "y", "q"))
        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout.contains("· l log out (e: everywhere) · r reload"), "\(result)")
        #expect(result.stdout.contains("Logged out everywhere\n"), "\(result)")
        let refused = try await lost.run("categories", "create", "--name", Unique.name("Lost"))
        #expect(refused.status == ToolExit.authentication, "the other machine's login has ended")
    }

    /// Create User in the Users tab refuses a username with `:` as it is typed, before the
    /// password is asked for, as `til users create` does.
    @Test(.tilServer(auth: .on)) func theUsersTabChecksAUsernameWhereItIsTyped() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        try await til.login()
        let username = Unique.name("taro")
        let result = try await til.run(
            "interactive", input: lines("2", "n", "Taro", "bad:name", username, "Taro-Password-42", "q"))
        #expect(result.status == ToolExit.success, "\(result)")
        let refused = try #require(result.stderr.range(of: "A username cannot contain ':'"), "\(result)")
        let password = try #require(result.stderr.range(of: "Password: "), "\(result)")
        #expect(refused.upperBound <= password.lowerBound, "refused before the password: \(result)")
        #expect(result.stdout.contains("Created user"), "\(result)")
    }

    @Test(.tilServer(auth: .on)) func aWriteAsksForALoginThenGoesOn() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)

        let result = try await til.run(
            "interactive",
            input: lines("3", "n", "", "b", "1", "n", "admin", "password", "OMG", "Oh My God", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stdout.contains("Log in (an empty username goes back)\nCategories\n"),
            "an empty username goes back to the list: \(result)")
        #expect(!result.stdout.contains("Create Category"))
        #expect(
            result.stdout.contains(
                "Log in (an empty username goes back)\nLogged in as admin\nCreate An Acronym\nCreated acronym OMG"
            ))
        #expect(result.stderr.contains("categories: Username: categories: "))
        #expect(result.stderr.contains("acronyms: Username: Password: Acronym: Meaning: acronyms: "))
        #expect(try await data.acronyms().map(\.short) == ["OMG"])
        #expect(try await data.categories().isEmpty)
        #expect(try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL) != nil)
    }

    /// The write starts again after the new login: its form is asked for again, with what was
    /// typed offered (Enter keeps it), not lost.
    @Test(.tilServer(auth: .on)) func aRejectedTokenLeadsToTheLoginScreenAndThenTheWriteWorks() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try Self.withARejectedSavedLogin(server)

        let result = try await til.run(
            "interactive",
            input: lines("1", "n", "OMG", "Oh My God", "admin", "password", "", "", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stderr.contains(
                "Error: You must log in to do that\n  the server did not accept the saved login"))
        #expect(
            result.stdout.contains(
                "Log in (an empty username goes back)\nLogged in as admin\nCreate An Acronym\nCreated acronym OMG"
            ))
        #expect(result.stderr.contains("Acronym [OMG]: Meaning [Oh My God]: "), "\(result)")
        #expect(try await data.acronyms().map(\.long) == ["Oh My God"])
        let token = try #require(try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL))
        #expect(token != "AAAAAAAAAAAAAAAAAAAAAA==")
    }

    /// A category's form, too, comes back after the login with the name typed.
    @Test(.tilServer(auth: .on)) func aRejectedTokenKeepsACategorysName() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try Self.withARejectedSavedLogin(server)
        let name = Unique.name("Internet")

        let result = try await til.run(
            "interactive", input: lines("3", "n", name, "admin", "password", "", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stderr.contains("Name [\(name)]: "), "\(result)")
        #expect(try await data.categories().map(\.name) == [name])
    }

    /// `til` whose saved login the server no longer takes.
    private static func withARejectedSavedLogin(_ server: RunningTILServer) throws -> TILRunner {
        let til = try TILRunner(server)
        let session = til.session()
        try session.credentials.save(
            StoredCredentials(token: "AAAAAAAAAAAAAAAAAAAAAA==", username: "admin"),
            for: session.configuration.serverKey)
        return til
    }
}
