import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Server {
    /// Blocks until the process receives one of `signals` (SIGINT or SIGTERM by default), then shuts
    /// down gracefully (see `shutdown(gracePeriod:)`) and returns.
    ///
    /// The signals' default actions are suspended while waiting and restored afterwards, so a
    /// second Ctrl-C during the grace period ends the process.
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

/// Waits for a signal with `DispatchSource`s instead of a C signal handler.
enum SignalWaiter {
    /// Blocks until one of `signals` arrives and returns it.
    static func wait(for signals: [Int32], whenWaiting: () -> Void) -> Int32 {
        let arrived = DispatchSemaphore(value: 0)
        let first = Locked<Int32?>(nil)
        let sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                first.withLock { $0 = $0 ?? number }
                arrived.signal()
            }
            source.resume()
            return source
        }
        whenWaiting()
        arrived.wait()
        for (number, source) in zip(signals, sources) {
            source.cancel()
            signal(number, SIG_DFL)
        }
        return first.withLock { $0 } ?? signals.first ?? 0
    }
}
