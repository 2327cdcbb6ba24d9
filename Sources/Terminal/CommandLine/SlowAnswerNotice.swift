import Basics
import Courier

/// At a terminal, one line on standard error when a server has not answered a request for a few
/// seconds, so that a person knows the command is waiting, on what, and how to stop it:
///
///     Still waiting for http://127.0.0.1:8081 after 5 s (Ctrl-C stops)…
///
/// Without it a server that accepts and never answers leaves a blank terminal for the transport's
/// minute. It stays quiet where waiting is bounded otherwise: under a person's caps
/// (``Courier/PersonWaits``, the interactive mode), and for a streamed body (a download or an
/// upload), whose time is the body's and not the server's. Given to a client as extra middleware,
/// it times each attempt.
///
/// The line takes the place of whatever the terminal's current line shows (a progress bar, say,
/// which its next drawing puts back below it) rather than running on after it.
public struct SlowAnswerNotice: Middleware {
    /// How long an attempt goes unanswered before the notice.
    public static let delay = Duration.seconds(5)

    private let errors: any TextSink
    private let clock: any CourierClock
    /// What puts the line in place of the terminal's current one: nothing where the terminal takes
    /// no cursor controls.
    private let clear: String

    public init(console: Console, clock: any CourierClock = SystemClock()) {
        errors = console.errors
        self.clock = clock
        clear = console.movesCursor ? ProgressBar.clearLine : ""
    }

    /// Whether an attempt of `request` made by this task is timed: not under a person's caps, and
    /// not a streamed body.
    public static func watches(_ request: HTTPRequest) -> Bool {
        TimeoutCap.current == nil && !request.streamsBody
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard Self.watches(request) else { return try await next(request) }
        let seconds = Self.delay.components.seconds
        let waiting = "Still waiting for \(Self.origin(of: request)) after \(seconds) s (Ctrl-C stops)…"
        let line = clear + waiting + "\n"
        let notice = Task { [clock, errors] in
            guard (try? await clock.sleep(for: Self.delay)) != nil else { return }
            errors.write(line)
        }
        defer { notice.cancel() }
        return try await next(request)
    }

    /// `scheme://host[:port]`: where the request went, without its path or query (which may name
    /// what a person would rather not see on screen).
    static func origin(of request: HTTPRequest) -> String {
        let url = request.url
        let name = url.host ?? "the server"
        let host = URLHost.bracketed(name)
        return "\(url.scheme ?? "http")://\(host)\(url.port.map { ":\($0)" } ?? "")"
    }
}
