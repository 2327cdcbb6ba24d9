import Basics
import Courier

/// One line on standard error when a request is about to wait a second or more before it is sent
/// (again), so that whoever runs the command knows why nothing happens and for how long. At a
/// terminal it also says how to stop it:
///
///     http://127.0.0.1:8081 asked to wait (rate limit): sending again in 30 s (Ctrl-C stops)…
///     Trying http://127.0.0.1:8080 again in 2 s (Ctrl-C stops)…
///
/// Without it Airtable's 30-second lockout is a blank half minute, at a terminal or in a script's
/// log. A script's `--json` run stays quiet: its standard error holds the error document alone.
/// Like ``SlowAnswerNotice`` it stays quiet under a person's caps (``Courier/PersonWaits``), where
/// no wait is that long, and it names where the request went but not what it asked for. At a
/// terminal the line takes the place of whatever the current line shows (a progress bar, say).
public enum RetryWaitNotice {
    /// The shortest wait announced.
    public static let shortest = Duration.seconds(1)

    /// What announces waits for `output` (to bind as ``Courier/RetryWait/listener``): `nil` for
    /// JSON when standard error is not a terminal.
    public static func listener(for output: Output) -> RetryWait.Listener? {
        let console = output.console
        let atTerminal = console.canPrompt
        guard atTerminal || output.format == .text else { return nil }
        let errors = console.errors
        let clear = atTerminal && console.movesCursor ? ProgressBar.clearLine : ""
        return RetryWait.Listener { wait in
            guard TimeoutCap.current == nil, wait.duration >= shortest else { return }
            errors.write(clear + line(for: wait, atTerminal: atTerminal) + "\n")
        }
    }

    /// The line for `wait`, its duration rounded up (``Basics/WaitText``); at a terminal it says
    /// that Ctrl-C stops the wait.
    static func line(for wait: RetryWait, atTerminal: Bool) -> String {
        let shown = WaitText.text(wait.duration)
        let origin = SlowAnswerNotice.origin(of: wait.request)
        let stop = atTerminal ? " (Ctrl-C stops)" : ""
        return switch wait.reason {
        case .paused: "\(origin) asked to wait (rate limit): sending again in \(shown)\(stop)…"
        case .backoff: "Trying \(origin) again in \(shown)\(stop)…"
        }
    }
}
