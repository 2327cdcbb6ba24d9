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

    @Test func eachLongWaitIsALineNamingWhereAndHowLong() throws {
        let terminal = TestConsole(isInteractive: true)
        let listener = try #require(RetryWaitNotice.listener(for: Output(console: terminal.console)))
        listener.hear(Self.wait(.seconds(30), .paused))
        listener.hear(Self.wait(.milliseconds(1_500), .backoff))
        listener.hear(Self.wait(.milliseconds(999), .backoff))
        #expect(
            terminal.errors.text
                == "\r\u{1B}[2Khttp://127.0.0.1:8081 asked to wait (rate limit): sending again in 30 s (Ctrl-C stops)…\n"
                + "\r\u{1B}[2KTrying http://127.0.0.1:8081 again in 2 s (Ctrl-C stops)…\n")
    }

    @Test func aScriptsLogGetsTheLineWithoutTheKeyThatStopsIt() throws {
        let script = TestConsole(isInteractive: false)
        let listener = try #require(RetryWaitNotice.listener(for: Output(console: script.console)))
        listener.hear(Self.wait(.seconds(30), .paused))
        listener.hear(Self.wait(.milliseconds(1_500), .backoff))
        #expect(
            script.errors.text
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
