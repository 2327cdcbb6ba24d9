import Basics

extension CourierError: ClassifiedError {
    /// The kind of failure: from the status when a response arrived; ``FailureKind/unavailable``
    /// when none did or it could not be read; ``FailureKind/input`` when the request could not be
    /// built or encoded; for a middleware's own failure, what its error says it is (a wait longer
    /// than allowed for a rate limit is ``FailureKind/rateLimited``).
    public var failureKind: FailureKind {
        switch self {
        case .status(let error): FailureKind(status: error.status)
        case .transport, .decoding: .unavailable
        case .encoding, .invalidRequest: .input
        case .middleware(_, let underlying, _):
            switch underlying {
            case let classified as any ClassifiedError: classified.failureKind
            case is WaitCapReached: .rateLimited
            default: .unavailable
            }
        }
    }
}
