import Foundation
import TestSupport
import Testing

/// Creating a user whose username is taken is refused by the server (409); `til` shows the app's
/// message with the reason (the username is taken) and exits 1.
@Suite(.tilServer(auth: .on)) struct DuplicateUsernameTests {
    @Test func aTakenUsernameExitsOneSayingSo() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let taken = try await data.user("Tim", username: Unique.name("timc"))
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "users", "create", "--name", "Another Tim", "-u", taken.username, "--password-stdin",
            input: "pw\n")

        #expect(result.status == ToolExit.failure, "\(result)")
        #expect(result.stderr.hasPrefix("Error: There was a problem saving the user\n  "))
        #expect(result.stderr.contains("The username '\(taken.username)' is already taken"), "\(result)")
        #expect(try await data.users().filter { $0.username == taken.username } == [taken])

        let json = try await til.run(
            "users", "create", "--name", "Tim", "-u", "admin", "--password-stdin", "--json", input: "pw\n")
        #expect(json.status == ToolExit.failure)
        let error = try json.jsonError()
        #expect(error.kind == "rejected" && error.exitCode == ToolExit.failure)
        #expect(error.reason == "The username 'admin' is already taken")
    }
}
