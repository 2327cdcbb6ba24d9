import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A one-shot command at a terminal whose server takes its connection and never answers: after a
/// few seconds the terminal says what the command is waiting for and how to stop it, rather than
/// staying blank for the transport's minute.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalSlowServerTests {
    @Test func aServerThatDoesNotAnswerIsNamedWhileTheCommandWaits() async throws {
        let server = try LoopbackHTTPServer { _ in .neverAnswer }
        defer { server.stop() }
        let til = try TILRunner(serverURL: server.url("/"), auth: .on)
        let origin = "http://127.0.0.1:\(server.port)"

        let transcript = try await til.runAtTerminal(
            "acronyms", "list",
            steps: [.expect("Still waiting for \(origin) after 5 s (Ctrl-C stops)…\n"), .signal(SIGINT)])

        #expect(transcript.status == 128 + SIGINT, "\(transcript)")
        #expect(transcript.text.components(separatedBy: "Still waiting").count == 2, "\(transcript)")
    }
}
