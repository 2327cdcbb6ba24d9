import GitHub
import Terminal

/// The exit code for each way a `repos` command can fail: `til`'s codes, plus 6 for rate limits.
enum ExitStatus {
    static func code(for error: GitHubError) -> ExitCode {
        switch error {
        case .notFound: .notFound
        case .rateLimited: .rateLimited
        case .unauthorized: .authentication
        case .forbidden, .invalidRequest, .cancelled, .other: .failure
        case .server, .unreachable, .malformedResponse: .unavailable
        }
    }
}
