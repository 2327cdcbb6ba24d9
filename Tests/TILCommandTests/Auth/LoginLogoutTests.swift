import Foundation
import TILClient
import TestSupport
import Testing

/// `til login` keeps the token in a file only its owner can read, later commands use it, and
/// `til logout` revokes it on the server and deletes it (chapter 19; the book's server kept it).
@Suite(.tilServer(auth: .on)) struct LoginLogoutTests {
    @Test func loginStoresAPrivateTokenThatWritesUseAndLogoutDeletesIt() async throws {
        let til = try TILRunner(try RunningTILServer.current())

        let login = try await til.login()
        #expect(login.status == ToolExit.success, "\(login)")
        #expect(login.stdout == "Logged in as admin\n")
        #expect(login.stderr.isEmpty)

        let file = til.credentialsFile
        #expect(try permissions(of: file) == 0o600)
        #expect(try permissions(of: file.deletingLastPathComponent()) == 0o700)
        let token = try #require(try CredentialsFile.token(in: file, for: til.serverURL))
        #expect(token.count == 24 && token.hasSuffix("=="))
        #expect(!login.stdout.contains(token) && !login.stderr.contains(token))

        let name = Unique.name("Logged-in")
        let create = try await til.run("categories", "create", "--name", name)
        #expect(create.status == ToolExit.success, "\(create)")
        #expect(
            try await ServerData.connect(try RunningTILServer.current()).categories().contains {
                $0.name == name
            })

        let logout = try await til.run("logout")
        #expect(logout.status == ToolExit.success)
        #expect(logout.stdout == "Logged out\n")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // A second logout has nothing to end, and says so rather than "Logged out" again.
        let again = try await til.run("logout")
        #expect(again.status == ToolExit.success)
        #expect(again.stdout == "Not logged in: no login was saved.\n", "\(again)")

        let afterLogout = try await til.run("categories", "create", "--name", Unique.name("Logged-out"))
        #expect(afterLogout.status == ToolExit.authentication)
        #expect(afterLogout.stderr.contains("You must log in to do that"))

        let session = makeSession(try RunningTILServer.current())
        try session.credentials.save(StoredCredentials(token: token), for: session.configuration.serverKey)
        await #expect(throws: TILError.self, "the server revoked the token") {
            try await session.send(TILAPI.Categories.create(name: Unique.name("Revoked")))
        }
    }

    @Test func logoutSaysWhatBecameOfTheTokenInJSON() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        try await til.login()
        let revoked = try await til.run("logout", "--json")
        #expect(revoked.status == ToolExit.success)
        #expect(try revoked.json(LogoutJSON.self) == LogoutJSON(loggedOut: true, token: "revoked"))
        let again = try await til.run("logout", "--json")
        #expect(try again.json(LogoutJSON.self) == LogoutJSON(loggedOut: true, token: "none"))
    }

    /// `til logout --everywhere` ends the user's logins on other machines too (each runner is a
    /// machine of its own), and says so in text and in JSON.
    @Test func logoutEverywhereEndsTheUsersOtherLogins() async throws {
        let server = try RunningTILServer.current()
        let (lost, here) = try await TILRunner.twoLoginsOfANewUser(on: server)
        let admin = try TILRunner(server)
        try await admin.login()

        let logout = try await here.run("logout", "--everywhere")
        #expect(logout.status == ToolExit.success, "\(logout)")
        #expect(logout.stdout == "Logged out everywhere\n")
        let refused = try await lost.run("categories", "create", "--name", Unique.name("Lost"))
        #expect(refused.status == ToolExit.authentication, "the lost machine's login has ended")
        let admins = try await admin.run("categories", "create", "--name", Unique.name("Admin's"))
        #expect(admins.status == ToolExit.success, "another user's login goes on")

        let again = try await TILRunner.twoLoginsOfANewUser(on: server).here
        let json = try await again.run("logout", "--everywhere", "--json")
        #expect(
            try json.json(LogoutJSON.self) == LogoutJSON(loggedOut: true, token: "revoked", everywhere: true))
        let none = try await again.run("logout", "--everywhere")
        #expect(
            none.stdout == "No login was saved, so none was ended on the server: log in first.\n")
        #expect(none.status == ToolExit.authentication, "nothing was ended elsewhere: log in first")
        let noneJSON = try await again.run("logout", "--everywhere", "--json")
        #expect(noneJSON.status == ToolExit.authentication)
        #expect(
            try noneJSON.json(LogoutJSON.self) == LogoutJSON(loggedOut: true, token: "none", everywhere: true)
        )
        #expect(
            noneJSON.stderr
                == #"{"error":{"exitCode":4,"kind":"authentication","message":"No login was saved, so none was ended on the server"}}"#
                + "\n", "\(noneJSON)")
    }

    /// A logout everywhere the server could not be told of ends the login here, says the others may
    /// go on, and exits 5: a script must not take the lost device's login for ended.
    @Test func aLogoutEverywhereTheServerCannotBeToldOfFails() async throws {
        let down = try TILRunner(serverDown: .on)
        try down.session().credentials.save(
            StoredCredentials(token: "dG9rZW4="), for: down.session().configuration.serverKey)
        let logout = try await down.run("logout", "--everywhere")
        #expect(logout.status == ToolExit.unavailable, "\(logout)")
        #expect(logout.stdout.contains("The server may still accept this user\u{2019}s logins"), "\(logout)")
        #expect(logout.stderr.isEmpty, "the text said it: \(logout)")
        try down.session().credentials.save(
            StoredCredentials(token: "dG9rZW4="), for: down.session().configuration.serverKey)
        let json = try await down.run("logout", "--everywhere", "--json")
        #expect(json.status == ToolExit.unavailable, "\(json)")
        #expect(json.stderr.hasPrefix(#"{"error":{"exitCode":5,"kind":"unavailable","#), "\(json)")
        #expect(try CredentialsFile.token(in: down.credentialsFile, for: down.serverURL) == nil)
    }

    /// A logout everywhere with a saved login the server no longer knows cannot speak for the user:
    /// it exits 4, as a refused login does, for the person to log in again and repeat it.
    @Test func aLogoutEverywhereWithAnEndedLoginIsAnAuthenticationFailure() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        try til.session().credentials.save(
            StoredCredentials(token: "ZW5kZWQtbG9naW4="), for: til.session().configuration.serverKey)
        let logout = try await til.run("logout", "--everywhere")
        #expect(logout.status == ToolExit.authentication, "\(logout)")
        #expect(logout.stdout.contains("the saved login had already ended there"), "\(logout)")
        #expect(try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL) == nil)
    }

    @Test func aServerThatCannotBeToldIsNamedAndTheLoginStillEndsHere() async throws {
        let down = try TILRunner(serverDown: .on)
        try down.session().credentials.save(
            StoredCredentials(token: "dG9rZW4="), for: down.session().configuration.serverKey)
        let logout = try await down.run("logout")
        #expect(logout.status == ToolExit.success, "\(logout)")
        #expect(logout.stdout.hasPrefix("Logged out\nThe server may still accept the saved token: "))
        #expect(!logout.stdout.contains("dG9rZW4="))
        #expect(try CredentialsFile.token(in: down.credentialsFile, for: down.serverURL) == nil)
    }

    @Test func aRefusedLoginStoresNothing() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        let result = try await til.login(password: "not the password")
        #expect(result.status == ToolExit.authentication)
        #expect(result.stderr.contains("Error: Could not log in. Check your credentials and try again"))
        #expect(!result.stderr.contains("not the password"))
        #expect(!FileManager.default.fileExists(atPath: til.credentialsFile.path))

        let json = try await til.run("login", "-u", "nobody", "--password-stdin", "--json", input: "x\n")
        #expect(json.status == ToolExit.authentication)
        #expect(try json.jsonError().kind == "authentication")
        #expect(try json.jsonError().exitCode == ToolExit.authentication)
    }

    @Test func aRefusedLoginKeepsTheLoginBeforeIt() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        try await til.login()
        let token = try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL)
        #expect(try await til.login(password: "wrong").status == ToolExit.authentication)
        #expect(try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL) == token)
        let create = try await til.run("categories", "create", "--name", Unique.name("Still-in"))
        #expect(create.status == ToolExit.success)
    }

    @Test func anEmptyPasswordIsAskedForWithoutContactingTheServer() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        let result = try await til.login(password: "")
        #expect(result.status == ToolExit.failure)
        #expect(result.stderr.contains("Please enter your password"))
    }

    /// `til logout --json` as scripts read it.
    private struct LogoutJSON: Decodable, Equatable {
        let loggedOut: Bool
        let token: String
        var reason: String?
        var everywhere: Bool?
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }
}
