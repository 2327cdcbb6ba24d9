import Basics
import GitHub

extension Alert {
    /// A GitHub failure for a person, in every front end: the error's own sentence (a rate limit's
    /// says when to retry), and GitHub's message as the detail when its answer had one that adds
    /// to it (the `reason` of `repos`' `--json` error line).
    public init(_ error: GitHubError) {
        self.init(message: "\(error)", detail: Self.reason(of: error), kind: error.failureKind)
        serverAnswered = error.response != nil
        answeredByAnotherProgram = error.isForeignRefusal
    }

    private static func reason(of error: GitHubError) -> String? {
        if case .rateLimited(let limit) = error { return limit.message }
        // A 404's "Not Found" says again what the sentence says ("no such user: …").
        if case .notFound = error { return nil }
        return error.body?.message
    }
}
