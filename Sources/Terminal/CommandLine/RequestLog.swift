import Courier

/// `--verbose`: the client core's ``Courier/LoggingMiddleware`` writing to a console's error stream.
///
/// One line per exchange (`[info] PATCH http://…/Meals → 200 (61 ms, 1.2 KB)`, `[warning] … → 429`)
/// and, at `debug`, the request's headers (secrets masked) and where the time went
/// (`timing: connect 0.1 ms (reused), TLS —, first byte 1.2 ms, …`). Given to a client as extra
/// middleware, it sits innermost, on the wire, so every attempt is logged: retries and
/// rate-limited answers too.
public enum RequestLog {
    /// The middleware that writes `[level] line` to `console`'s error stream.
    public static func middleware(for console: Console) -> LoggingMiddleware {
        let errors = console.errors
        return LoggingMiddleware(level: .debug) { level, line in
            errors.write(LoggingMiddleware.text(level, line))
        }
    }
}
