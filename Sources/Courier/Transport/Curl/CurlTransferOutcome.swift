import Basics

#if canImport(CCurl)

    /// Where the result of one transfer meets the `send` call that waits for it.
    ///
    /// The transfer may end before `send` suspends (on the caller's own thread, or on the loop
    /// thread before the continuation exists) or after; whichever side comes second completes the
    /// meeting, so the continuation is resumed exactly once and never before it exists.
    final class CurlTransferOutcome: Sendable {
        typealias Outcome = Result<HTTPResponse, TransportError>

        private enum State {
            case pending
            case waiting(UnsafeContinuation<Outcome, Never>)
            case delivered(Outcome)
        }

        private let state = Locked<State>(.pending)

        /// Hands over the transfer's result: resumes the waiting caller, or keeps the result for it.
        func deliver(_ outcome: Outcome) {
            let waiting = state.withLock { state -> UnsafeContinuation<Outcome, Never>? in
                guard case .waiting(let continuation) = state else {
                    state = .delivered(outcome)
                    return nil
                }
                state = .pending
                return continuation
            }
            waiting?.resume(returning: outcome)
        }

        /// The result if it has been delivered (and resets for the next transfer), else `nil`.
        func take() -> Outcome? {
            state.withLock { state in
                guard case .delivered(let outcome) = state else { return nil }
                state = .pending
                return outcome
            }
        }

        /// Resumes `continuation` with the result now if it is there, else when it is delivered.
        func resume(_ continuation: UnsafeContinuation<Outcome, Never>) {
            let ready = state.withLock { state -> Outcome? in
                guard case .delivered(let outcome) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .pending
                return outcome
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
#endif
