import Basics
import Courier
import Foundation
import Terminal
import TestSupport
import Testing

/// ``SlowAnswerNotice``: one line on standard error when an attempt has gone unanswered for five
/// seconds, naming where it went but not what it asked for; nothing for a prompt answer, under a
/// person's caps, or for a streamed body.
@Suite struct SlowAnswerNoticeTests {
    static let request = HTTPRequest(
        url: URL(string: "http://127.0.0.1:8081/v0/appCourierPlanner/Orders?filterByFormula=private")!)

    /// Sends `request` through the notice to an answer that comes only once `answer` finishes.
    static func held(_ notice: SlowAnswerNotice, _ request: HTTPRequest = request)
        -> (Task<HTTPResponse, any Error>, AsyncStream<Void>.Continuation)
    {
        let (answer, release) = AsyncStream<Void>.makeStream()
        let sent = Task {
            try await notice.intercept(
                request,
                next: Next { _ in
                    for await _ in answer {}
                    return HTTPResponse(status: 200)
                })
        }
        return (sent, release)
    }

    @Test func anAttemptUnansweredForFiveSecondsIsAnnouncedOnce() async throws {
        let terminal = TestConsole(isInteractive: true)
        let clock = ManualClock()
        let (sent, release) = Self.held(SlowAnswerNotice(console: terminal.console, clock: clock))

        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(4))
        #expect(terminal.errors.text.isEmpty)
        clock.advance(by: .seconds(1))
        let line = "\r\u{1B}[2KStill waiting for http://127.0.0.1:8081 after 5 s (Ctrl-C stops)…\n"
        #expect(await eventually { terminal.errors.text == line }, "\(terminal.errors.text)")
        clock.advance(by: .seconds(60))
        release.finish()
        #expect(try await sent.value.status == 200)
        #expect(terminal.errors.text == line)
    }

    /// A terminal that takes no cursor controls (`TERM=dumb`) gets the line alone.
    @Test func aDumbTerminalGetsTheLineWithoutControls() async throws {
        let terminal = TestConsole(isInteractive: true)
        var console = terminal.console
        console.movesCursor = false
        let clock = ManualClock()
        let (sent, release) = Self.held(SlowAnswerNotice(console: console, clock: clock))

        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        let line = "Still waiting for http://127.0.0.1:8081 after 5 s (Ctrl-C stops)…\n"
        #expect(await eventually { terminal.errors.text == line }, "\(terminal.errors.text)")
        release.finish()
        _ = try await sent.value
    }

    @Test func aPromptAnswerSaysNothing() async throws {
        let terminal = TestConsole(isInteractive: true)
        let clock = ManualClock()
        let (sent, release) = Self.held(SlowAnswerNotice(console: terminal.console, clock: clock))

        await clock.waitForSleepers(1)
        release.finish()
        _ = try await sent.value
        #expect(clock.sleeperCount == 0, "the notice's wait ended with the answer")
        clock.advance(by: .seconds(60))
        #expect(terminal.errors.text.isEmpty)
    }

    @Test func aPersonsCapsAndAStreamedBodyBoundTheWaitThemselves() async throws {
        let terminal = TestConsole(isInteractive: true)
        let clock = ManualClock(advancesBySleeping: true)
        let notice = SlowAnswerNotice(console: terminal.console, clock: clock)
        var download = Self.request
        download.options.downloadDestination = FileManager.default.temporaryDirectory.appending(path: "x")

        await PersonWaits.capped {
            let (sent, release) = Self.held(notice)
            release.finish()
            _ = try? await sent.value
        }
        let (sent, release) = Self.held(notice, download)
        release.finish()
        _ = try await sent.value

        #expect(clock.waits.isEmpty)
        #expect(terminal.errors.text.isEmpty)
        #expect(SlowAnswerNotice.watches(Self.request))
        #expect(!SlowAnswerNotice.watches(download))
        #expect(await PersonWaits.capped { !SlowAnswerNotice.watches(Self.request) })
    }
}
