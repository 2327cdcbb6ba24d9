import Foundation
import Terminal
import TestSupport
import Testing

@testable import Courier

/// ``RetryWaitNotice``: a line for each wait of a second or more, naming where the request went and
/// for how long (at a terminal, also how to stop it); nothing for JSON in a pipe, for a short wait,
/// or under a person's caps.
@Suite struct RetryWaitNoticeTests {
    static let request = HTTPRequest(
        url: URL(string: "http://127.0.0.1:8081/v0/appCourierPlanner/Orders?filterByFormula=private")!)

    static func wait(_ duration: Duration, _ reason: RetryWait.Reason) -> RetryWait {
        RetryWait(request: request, duration: duration, reason: reason)
    }

    /// What `console`'s standard error shows after a 30-second pause, a 1.5-second backoff and a
    /// 999-millisecond one.
    static func heard(on console: TestConsole) throws -> String {
        let listener = try #require(RetryWaitNotice.listener(for: Output(console: console.console)))
        listener.hear(wait(.seconds(30), .paused))
        listener.hear(wait(.milliseconds(1_500), .backoff))
        listener.hear(wait(.milliseconds(999), .backoff))
        return console.errors.text
    }

    @Test func eachLongWaitIsALineNamingWhereAndHowLong() throws {
        #expect(
            try Self.heard(on: TestConsole(isInteractive: true))
                == "\r\u{1B}[2Khttp://127.0.0.1:8081 asked to wait (rate limit): sending again in 30 s (Ctrl-C stops)…\n"
                + "\r\u{1B}[2KTrying http://127.0.0.1:8081 again in 2 s (Ctrl-C stops)…\n")
    }

    @Test func aScriptsLogGetsTheLineWithoutTheKeyThatStopsIt() throws {
        #expect(
            try Self.heard(on: TestConsole(isInteractive: false))
                == "http://127.0.0.1:8081 asked to wait (rate limit): sending again in 30 s…\n"
                + "Trying http://127.0.0.1:8081 again in 2 s…\n")
    }

    @Test func jsonAtATerminalGetsTheLineAndInAPipeNothing() throws {
        let terminal = TestConsole(isInteractive: true)
        let listener = try #require(
            RetryWaitNotice.listener(for: Output(console: terminal.console, format: .json)))
        listener.hear(Self.wait(.seconds(30), .paused))
        #expect(terminal.errors.text.contains("sending again in 30 s (Ctrl-C stops)…"))
        let script = TestConsole(isInteractive: false).console
        #expect(RetryWaitNotice.listener(for: Output(console: script, format: .json)) == nil)
    }

    @Test func aPersonsCapsHearNothing() async throws {
        let terminal = TestConsole(isInteractive: true)
        let listener = try #require(RetryWaitNotice.listener(for: Output(console: terminal.console)))
        await PersonWaits.capped { listener.hear(Self.wait(.seconds(3), .paused)) }
        #expect(terminal.errors.text.isEmpty)
    }
}
