import GitHub
import Terminal

/// How `repos` reports a failure on standard error: `repos: message` (red on a colour terminal), or
/// with `--json` the `{"error":{"kind","message","reason","exitCode"}}` line every tool here prints.
/// Messages quote the server (GitHub's own message, what it sent), so they go through ``SafeText``.
enum FailureReport {
    /// Prints `error` and returns its exit code (``ExitStatus/code(for:)``).
    static func print(_ error: GitHubError, console: Console, json: Bool) -> ExitCode {
        let code = ExitStatus.code(for: error)
        if json {
            console.printError(
                ErrorJSON(
                    kind: kind(of: error), message: "\(error)", reason: reason(of: error), exitCode: code
                ).text
            )
        } else {
            console.printError(console.errorStyle.apply("repos: \(SafeText.line("\(error)"))", .red))
        }
        return code
    }

    /// The error's case name: `notFound`, `rateLimited`, `unreachable`…
    static func kind(of error: GitHubError) -> String {
        switch error {
        case .notFound: "notFound"
        case .rateLimited: "rateLimited"
        case .unauthorized: "unauthorized"
        case .forbidden: "forbidden"
        case .invalidRequest: "invalidRequest"
        case .server: "server"
        case .unreachable: "unreachable"
        case .malformedResponse: "malformedResponse"
        case .cancelled: "cancelled"
        case .other: "other"
        }
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
