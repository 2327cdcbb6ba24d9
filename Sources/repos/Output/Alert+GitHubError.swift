import Basics
import GitHub

extension Alert {
    /// How `repos` reports a GitHub failure: the error's own sentence, and GitHub's message as the
    /// detail when its answer had one (the `reason` of the `--json` error line).
    init(_ error: GitHubError) {
        self.init(message: "\(error)", detail: Self.reason(of: error), kind: error.failureKind)
    }

    private static func reason(of error: GitHubError) -> String? {
        if case .rateLimited(let limit) = error { return limit.message }
        return error.body?.message
    }
}
