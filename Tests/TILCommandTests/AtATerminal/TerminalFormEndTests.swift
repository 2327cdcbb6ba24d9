import Foundation
import TILModels
import TestSupport
import Testing

/// `til interactive` at a terminal: Ctrl-D in a form or at the login leaves it, saving nothing, and
/// goes back to the menu it came from; only Ctrl-D at a menu quits.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalFormEndTests {
    @Test(.tilServer(auth: .on)) func ctrlDInAFormGoesBackToTheMenu() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)

        let transcript = try await til.runAtTerminal(
            "interactive",
            steps: [
                .expect("tab: "), .type("1"), .expect("acronyms: "), .type("n"), .expect("Username: "),
                .keys("\u{04}"), .expect("Not logged in."), .expect("acronyms: "), .type("n"),
                .expect("Username: "), .type("admin"), .expect("Password: "), .typeSecret("password"),
                .expect("Acronym: "), .type("IKR"), .expect("Meaning: "), .keys("\u{04}"),
                .expect("Not saved."), .expect("acronyms: "), .keys("\u{04}"), .expect("Bye."),
            ])

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect(try await data.acronyms().isEmpty)
    }
}
