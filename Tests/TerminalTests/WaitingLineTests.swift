import Basics
import Testing

@testable import Terminal

/// A menu's wait is said at a terminal once it lasts a second; a shorter wait, or one with nobody
/// at a terminal, shows nothing.
@MainActor
struct WaitingLineTests {
    @Test func aLongWaitIsSaid() async {
        let test = TestConsole(isInteractive: true)
        let clock = ManualClock()
        let line = WaitingLine(console: test.console, clock: clock)
        let meals = await line.during("Loading the meals…") { () async -> Int in
            await clock.waitForSleepers(1)
            clock.advance(by: WaitingLine.delay)
            while test.errors.text.isEmpty { await Task.yield() }
            return 5000
        }
        #expect(meals == 5000)
        #expect(test.errors.text == "Loading the meals…\n")
    }

    @Test func aShortWaitShowsNothing() async {
        let test = TestConsole(isInteractive: true)
        let clock = ManualClock()
        let answer = await WaitingLine(console: test.console, clock: clock).during("Loading…") { 1 }
        #expect(answer == 1)
        #expect(test.errors.text.isEmpty)
        #expect(clock.sleeperCount == 0, "the notice's wait was called off")
    }

    @Test func withNobodyAtATerminalNothingIsSaid() async {
        let test = TestConsole(isInteractive: false)
        let clock = ManualClock(advancesBySleeping: true)
        _ = await WaitingLine(console: test.console, clock: clock).during("Loading…") {
            try? await clock.sleep(for: .seconds(5))
        }
        #expect(test.errors.text.isEmpty)
    }
}
