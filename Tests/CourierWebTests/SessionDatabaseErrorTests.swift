import Foundation
import TestSupport
import Testing

/// A session database that cannot be opened is a start failure (exit 1) that names where it is and why,
/// never with the password of a `postgres://` URL.
@Suite struct SessionDatabaseErrorTests {
    @Test func aPostgresURLIsNamedWithoutItsPassword() async throws {
        let port = try RefusingPort()
        let result = try await TestSupport.Command.run(
            Executables.path("courier-web"), ["--port", "0"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
                "COURIER_WEB_SESSIONS": "postgres://courier:s3cret-pass@127.0.0.1:\(port.port)/courier",
            ], timeout: .seconds(60))
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains("postgres://courier:<redacted>@127.0.0.1:\(port.port)/courier"),
            "\(result)")
        #expect(!(result.stdout + result.stderr).contains("s3cret-pass"), "\(result)")
    }

    @Test func aSQLiteFileInAFolderThatDoesNotExistIsNamedWithTheReason() async throws {
        let folder = NSTemporaryDirectory() + "courier-web-missing-\(UUID().uuidString)"
        let result = try await TestSupport.Command.run(
            Executables.path("courier-web"), ["--port", "0"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
                "COURIER_WEB_SESSIONS": folder + "/sessions.sqlite",
            ], timeout: .seconds(60))
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains(
                "The session database cannot be opened: cannot open SQLite database at '\(folder)/sessions.sqlite': the folder '\(folder)' does not exist"
            ), "\(result)")
    }
}
