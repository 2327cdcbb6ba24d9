import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for a signal with `DispatchSource`s rather than a C signal handler.
///
/// On Linux, libdispatch reads signals from a `signalfd` and installs its own `sigaction` handler
/// (which forwards a signal caught on any thread to its manager thread), asynchronously, when the
/// source is registered. Until then a signal would take its default action, so a signal that still
/// has it is ignored first, and `wait` does not report readiness before libdispatch's handler is
/// in place. Afterwards the signals stay caught by libdispatch (that is, ignored): setting them back
/// to their default would stop libdispatch from ever reinstalling its handler in this process.
enum SignalWaiter {
    /// Blocks until one of `signals` arrives and returns it; `whenWaiting` runs once a signal sent
    /// from then on is sure to be seen.
    static func wait(for signals: [Int32], whenWaiting: () -> Void) -> Int32 {
        let arrived = DispatchSemaphore(value: 0)
        let first = Locked<Int32?>(nil)
        let sources = signals.map { number in
            if handlerAddress(of: number) == defaultHandlerAddress { signal(number, SIG_IGN) }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                first.withLock { $0 = $0 ?? number }
                arrived.signal()
            }
            source.resume()
            return source
        }
        #if os(Linux)
            waitForDispatchHandlers(of: signals)
        #endif
        whenWaiting()
        arrived.wait()
        for source in sources { source.cancel() }
        return first.withLock { $0 } ?? signals.first ?? 0
    }

    private static let defaultHandlerAddress = 0
    private static let ignoreHandlerAddress = 1

    /// The address of the handler `sigaction` reports for `number` (0 = default, 1 = ignore).
    private static func handlerAddress(of number: Int32) -> Int {
        var current = sigaction()
        sigaction(number, nil, &current)
        #if canImport(Glibc)
            return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #else
            return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Polls (for at most a second) until libdispatch has installed its handler for every signal.
    private static func waitForDispatchHandlers(of signals: [Int32]) {
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            let installed = signals.allSatisfy {
                let address = handlerAddress(of: $0)
                return address != defaultHandlerAddress && address != ignoreHandlerAddress
            }
            if installed { return }
            usleep(500)
        }
    }
}
