import Basics

extension CourierError: ClassifiedError {
    /// The kind of failure: from the status when a response arrived; ``FailureKind/unavailable``
    /// when none did or it could not be read (a paged listing's links that leave the API or loop
    /// included); ``FailureKind/input`` when the request could not be built or encoded, or a listing
    /// has more pages than allowed; for a middleware's own failure, what its error says it is (a wait longer
    /// than allowed for a rate limit is ``FailureKind/rateLimited``).
    public var failureKind: FailureKind {
        switch self {
        case .status(let error): FailureKind(status: error.status)
        case .transport, .decoding: .unavailable
        case .encoding, .invalidRequest: .input
        case .paging(let failure):
            // More pages than the caller allows is the caller's limit; links that leave the API or
            // loop are the server's doing.
            if case .tooManyPages = failure.reason { .input } else { .unavailable }
        case .middleware(_, let underlying, _):
            switch underlying {
            case let classified as any ClassifiedError: classified.failureKind
            case is WaitCapReached: .rateLimited
            default: .unavailable
            }
        }
    }
}
