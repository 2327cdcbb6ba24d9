#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Server {
    /// Starts catching `signals` now, for a later `runUntilSignalled`: one sent in between is not
    /// lost. Call it before the process says it is up (a supervisor may send SIGTERM at once).
    public static func catchSignals(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        SignalWaiter.catch(signals)
    }

    /// Blocks until the process receives one of `signals` (SIGINT or SIGTERM by default), then shuts
    /// down gracefully (see `shutdown(gracePeriod:)`) and returns.
    ///
    /// The signals stay caught (ignored) afterwards, so a second Ctrl-C during the grace period does
    /// not cut it short; see `SignalWaiter`. Call it after `start()`; it blocks the calling thread.
    /// A signal caught (``catchSignals(_:)``) before the call ends it at once.
    public func runUntilSignalled(
        _ signals: [Int32] = [SIGINT, SIGTERM], gracePeriod: Duration = .seconds(10)
    ) {
        runUntilSignalled(signals, gracePeriod: gracePeriod, whenWaiting: {})
    }

    /// `whenWaiting` runs once the signal handlers are in place (tests send the signal then).
    func runUntilSignalled(_ signals: [Int32], gracePeriod: Duration, whenWaiting: () -> Void) {
        let received = SignalWaiter.wait(for: signals, whenWaiting: whenWaiting)
        configuration.logger.log(.notice, "Received signal \(received), shutting down")
        shutdown(gracePeriod: gracePeriod)
    }
}
