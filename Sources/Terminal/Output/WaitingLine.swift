import Basics

/// At a terminal, a line that says what a menu is waiting for ("Loading the meals…") once the wait
/// has lasted ``delay``: a long list read at a server's rate limit is seen to be under way, not a
/// frozen screen. It stays, as a line of its own: what the wait was for may already be printing
/// below it. A wait shorter than the delay shows nothing, nor does one with nobody at a terminal.
@MainActor
public struct WaitingLine {
    /// How long a wait goes unsaid.
    public static let delay = Duration.seconds(1)

    let console: Console
    let clock: any CourierClock

    public init(console: Console, clock: any CourierClock = SystemClock()) {
        self.console = console
        self.clock = clock
    }

    /// Runs `work`, saying `text` on standard error once it has lasted `delay`.
    public func during<Result>(
        _ text: String, delay: Duration = WaitingLine.delay, _ work: () async -> Result
    ) async -> Result {
        guard console.canPrompt else { return await work() }
        let errors = console.errors
        let clock = clock
        let notice = Task { @MainActor in
            guard (try? await clock.sleep(for: delay)) != nil, !Task.isCancelled else { return }
            errors.write(SafeText.line(text) + "\n")
        }
        let result = await work()
        notice.cancel()
        await notice.value
        return result
    }
}
