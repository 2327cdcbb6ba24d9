import Basics

extension GitHubError: ClassifiedError {
    /// The kind of failure, by the one rule for HTTP answers (``Basics/FailureKind/init(status:)``):
    /// a 403 that is not a rate limit is an authentication failure (the token lacks access).
    public var failureKind: FailureKind {
        switch self {
        case .notFound: .notFound
        case .rateLimited: .rateLimited
        case .unauthorized, .forbidden: .authentication
        case .invalidRequest(let refusal), .server(let refusal): FailureKind(status: refusal.status)
        case .unreachable, .malformedResponse, .cancelled: .unavailable
        case .other: .input
        }
    }
}
