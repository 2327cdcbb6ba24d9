import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A one-shot command whose base answers 429: while the client waits out Airtable's 30-second
/// lockout, standard error says so and for how long, instead of staying blank; at a terminal it
/// also says how to stop it.
@Suite struct LockoutNoticeTests {
    static let limited = ScriptedReply.respond(
        status: 429, headers: [("Content-Type", "application/json")],
        body: Array(#"{"errors":[{"error":"RATE_LIMIT_REACHED","message":"Rate limit exceeded"}]}"#.utf8))

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func theLockoutIsNamedWhileTheCommandWaits() async throws {
        let server = try LoopbackHTTPServer { _ in Self.limited }
        defer { server.stop() }
        let planner = try PlannerRunner(endpoint: server.url("/"))
        let line =
            "http://127.0.0.1:\(server.port) asked to wait (rate limit): sending again in 30 s (Ctrl-C stops)…"

        let transcript = try await planner.runAtTerminal(
            "list", steps: [.expect(line + "\n"), .signal(SIGINT)])

        #expect(transcript.status == 128 + SIGINT, "\(transcript)")
        #expect(transcript.text.components(separatedBy: "asked to wait").count == 2, "\(transcript)")
        #expect(!transcript.text.contains("appCourier"), "where it went, not what it asked for")
    }

    @Test func aScriptsLogNamesTheLockoutToo() async throws {
        let server = try LoopbackHTTPServer { _ in Self.limited }
        defer { server.stop() }
        let planner = try PlannerRunner(endpoint: server.url("/"))
        let child = try ChildProcess(
            try Executables.path("planner"), ["list"], environment: planner.environment)
        defer { child.stop() }
        let line = "http://127.0.0.1:\(server.port) asked to wait (rate limit): sending again in 30 s…\n"

        let log = await OwnThread.run { child.readOutput { $0.contains(line) ? $0 : nil } }

        #expect(log == line, "one line, and nothing else yet")
    }
}
