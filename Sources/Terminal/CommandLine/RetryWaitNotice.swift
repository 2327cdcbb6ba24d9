import Basics
import Courier

/// At a terminal, one line on standard error when a request is about to wait a second or more
/// before it is sent (again), so that a person knows why nothing happens, for how long, and how to
/// stop it:
///
///     http://127.0.0.1:8081 asked to wait (rate limit): sending again in 30 s (Ctrl-C stops)…
///     Trying http://127.0.0.1:8080 again in 2 s (Ctrl-C stops)…
///
/// Without it Airtable's 30-second lockout leaves a blank terminal for half a minute. Like
/// ``SlowAnswerNotice`` it stays quiet under a person's caps (``Courier/PersonWaits``), where no
/// wait is that long, and it names where the request went but not what it asked for. The line
/// takes the place of whatever the terminal's current line shows (a progress bar, say).
public enum RetryWaitNotice {
    /// The shortest wait announced.
    public static let shortest = Duration.seconds(1)

    /// What announces waits on `console` (to bind as ``Courier/RetryWait/listener``): `nil` when it
    /// is not a terminal.
    public static func listener(for console: Console) -> RetryWait.Listener? {
        guard console.canPrompt else { return nil }
        let errors = console.errors
        let clear = console.movesCursor ? ProgressBar.clearLine : ""
        return RetryWait.Listener { wait in
            guard TimeoutCap.current == nil, wait.duration >= shortest else { return }
            errors.write(clear + line(for: wait) + "\n")
        }
    }

    /// The line for `wait`, its duration rounded up to whole seconds.
    static func line(for wait: RetryWait) -> String {
        let shown = wait.duration.wholeSecondsRoundedUp
        let origin = SlowAnswerNotice.origin(of: wait.request)
        return switch wait.reason {
        case .paused: "\(origin) asked to wait (rate limit): sending again in \(shown) s (Ctrl-C stops)…"
        case .backoff: "Trying \(origin) again in \(shown) s (Ctrl-C stops)…"
        }
    }
}
