import GitHub
import Terminal

/// How `repos` reports a failure on standard error: `repos: message` (red on a colour terminal), or
/// with `--json` the `{"error":{"kind","message","reason","exitCode"}}` line every tool here prints.
enum FailureReport {
    /// Prints `error` and returns its exit code (``Terminal/ExitCode/init(_:)`` of its kind).
    static func print(_ error: GitHubError, console: Console, json: Bool) -> ExitCode {
        if json {
            console.printError(
                ErrorJSON(error.failureKind, message: "\(error)", reason: reason(of: error)).text)
        } else {
            console.printError(console.errorStyle.apply("repos: \(error)", .red))
        }
        return ExitCode(error.failureKind)
    }

    /// GitHub's own message, when its answer had one.
    static func reason(of error: GitHubError) -> String? {
        switch error {
        case .notFound(_, let body), .unauthorized(let body), .forbidden(let body),
            .invalidRequest(_, let body), .server(_, let body):
            body?.message
        case .rateLimited(let limit): limit.message
        case .unreachable, .malformedResponse, .cancelled, .other: nil
        }
    }
}
