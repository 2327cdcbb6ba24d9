import Foundation
import TestSupport
import Testing

/// Passwords and tokens never show up in what `til` prints, even with `--verbose` request logging:
/// not the login's Basic credentials, not a new user's password, not the saved token.
@Suite(.tilServer(auth: .on)) struct SecretsStayHiddenTests {
    @Test func verboseLoggingMasksThePasswordsAndTheToken() async throws {
        let til = try TILRunner(try RunningTILServer.current())

        let login = try await til.run("-v", "login", "-u", "admin", "--password-stdin", input: "password\n")
        #expect(login.status == ToolExit.success)
        #expect(
            login.stderr.contains("POST \(til.serverURL.absoluteString)/api/users/login"), "\(login.stderr)")
        #expect(login.stderr.contains("Authorization: <redacted>"))
        #expect(!login.stderr.contains(Data("admin:password".utf8).base64EncodedString()))
        let token = try #require(try CredentialsFile.token(in: til.credentialsFile, for: til.serverURL))
        #expect(!login.stderr.contains(token) && !login.stdout.contains(token))

        let create = try await til.run(
            "-v", "users", "create", "--name", "Vera", "-u", Unique.name("vera"), "--password-stdin",
            input: "TopSecret99\n")
        #expect(create.status == ToolExit.success, "\(create)")
        #expect(create.stderr.contains("POST \(til.serverURL.absoluteString)/api/users"))
        for secret in [token, "TopSecret99"] {
            #expect(!create.stderr.contains(secret) && !create.stdout.contains(secret))
        }
    }

    @Test func aRejectedTokenIsNotRepeatedInTheError() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        let session = til.session()
        let stale = "c3RhbGUgdG9rZW4gdmFsdWU="
        try session.credentials.save(
            .init(token: stale, username: "admin"), for: session.configuration.serverKey)

        let result = try await til.run("-v", "categories", "create", "--name", Unique.name("Stale"))

        #expect(result.status == ToolExit.authentication, "\(result)")
        #expect(!result.stderr.contains(stale))
    }
}
