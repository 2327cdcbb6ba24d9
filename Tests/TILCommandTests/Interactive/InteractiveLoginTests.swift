import Foundation
import TILClient
import TILModels
import Testing

/// `til interactive` with logins on: the login screen comes first when no login is saved, asks again
/// after a refusal, "l" logs out back to it, and a write whose token the server rejects leads to it.
@Suite struct InteractiveLoginTests {
    @Test(.tilServer(auth: .on)) func theLoginScreenComesFirstAndLogOutReturnsToIt() async throws {
        let til = try TILRunner(try RunningTILServer.current())

        let first = try await til.run("interactive", input: lines("admin", "wrong", "admin", "password", "q"))

        #expect(first.status == TILExit.success, "\(first)")
        #expect(
            first.stdout.hasPrefix("TIL at \(til.serverURL.absoluteString)\nLog in (end of input quits)\n"))
        #expect(first.stdout.contains("Logged in as admin\n1 Acronyms"))
        #expect(
            first.stderr.hasPrefix(
                "Username: Password: Error: Could not login. Check your credentials and try again\n"))
        #expect(FileManager.default.fileExists(atPath: til.credentialsFile.path))

        let second = try await til.run("interactive", input: lines("l"))

        #expect(second.status == TILExit.success, "\(second)")
        #expect(
            second.stdout.hasPrefix("TIL at \(til.serverURL.absoluteString)\n1 Acronyms"),
            "a saved login skips the login screen")
        #expect(second.stdout.contains("Logged out\nLog in (end of input quits)\nBye.\n"))
        #expect(!FileManager.default.fileExists(atPath: til.credentialsFile.path))
    }

    @Test(.tilServer(auth: .on)) func aRejectedTokenLeadsToTheLoginScreenAndThenTheWriteWorks() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        let session = til.session()
        try session.credentials.save(
            StoredCredentials(token: "AAAAAAAAAAAAAAAAAAAAAA==", username: "admin"),
            for: session.configuration.serverKey)

        let result = try await til.run(
            "interactive",
            input: lines("1", "n", "OMG", "Oh My God", "admin", "password", "1", "n", "OMG", "Oh My God", "q")
        )

        #expect(result.status == TILExit.success, "\(result)")
        #expect(
            result.stderr.contains(
                "Error: You must log in to do that\n  the server did not accept the saved login"))
        #expect(result.stdout.contains("Log in (end of input quits)\nLogged in as admin\n"))
        #expect(try await data.acronyms().map(\.short) == ["OMG"])
        let token = try #require(try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL))
        #expect(token != "AAAAAAAAAAAAAAAAAAAAAA==")
    }
}
