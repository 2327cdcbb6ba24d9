import Foundation
import TestSupport
import Testing

/// A saved token the server no longer knows (here: the server was restarted on a fresh database) makes
/// a write fail with 401: `til` logs out (the token file goes), says so, and exits 4.
@Suite struct StaleTokenTests {
    @Test func aRejectedTokenLogsOutAndExitsFour() async throws {
        let (til, port) = try await RunningTILServer.withServer(auth: .on) { first in
            let til = try TILRunner(first)
            let login = try await til.login()
            #expect(login.status == ToolExit.success, "\(login)")
            return (til, first.port)
        }
        #expect(FileManager.default.fileExists(atPath: til.credentialsFile.path))

        try await RunningTILServer.withServer(auth: .on, port: port) { restarted in
            let name = Unique.name("Stale")
            let result = try await til.run("categories", "create", "--name", name)
            #expect(result.status == ToolExit.authentication, "\(result)")
            #expect(result.stderr.hasPrefix("Error: You must log in to do that\n"))
            #expect(result.stderr.contains("the server did not accept the saved login"))
            #expect(result.stderr.contains("it has been removed"))
            #expect(!FileManager.default.fileExists(atPath: til.credentialsFile.path))
            #expect(try await ServerData.connect(restarted).categories().allSatisfy { $0.name != name })

            let next = try await til.run("categories", "create", "--name", name, "--json")
            #expect(next.status == ToolExit.authentication)
            #expect(try next.jsonError().reason == "no saved login for \(til.serverURL.absoluteString)")

            #expect(try await til.login().status == ToolExit.success)
            #expect(try await til.run("categories", "create", "--name", name).status == ToolExit.success)
        }
    }
}
