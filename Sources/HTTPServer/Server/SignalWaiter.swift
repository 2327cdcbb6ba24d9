import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for signals with `DispatchSource`s rather than a C signal handler.
///
/// Each signal gets one source, made on first use and kept for the life of the process; every
/// `wait` registers with those sources. Cancelling and re-creating sources would race with
/// libdispatch, which registers and unregisters them asynchronously (a signal could reach the
/// dying source and be lost).
///
/// On Linux, libdispatch reads signals from a `signalfd` and installs its own `sigaction` handler
/// (forwarding a signal caught on any thread to its manager thread) when a source is first
/// registered, asynchronously. Until then a signal would take its default action, so it is
/// ignored first, and the first `wait` reports readiness only once libdispatch's handler is in
/// place. Afterwards the signals stay caught: one that arrives with no one waiting is kept, and the
/// next `wait` for it returns at once (so a server that catches its signals before it says it is up
/// never misses an early SIGTERM).
enum SignalWaiter {
    /// One `wait` call: the signals it waits for and what arrived.
    private final class Waiter: @unchecked Sendable {  // safe: `received` is only used under `waiters`' lock
        let signals: [Int32]
        let arrived = DispatchSemaphore(value: 0)
        var received: Int32?

        init(signals: [Int32]) { self.signals = signals }
    }

    /// The waiters, and the signals that arrived while no one waited for them.
    private struct State {
        var waiters: [Waiter] = []
        var pending: Set<Int32> = []
    }

    private static let sources = Locked<[Int32: any DispatchSourceSignal]>([:])
    private static let waiters = Locked(State())

    /// Starts catching `signals` (once per process); returns when a signal sent from then on is sure
    /// to be seen by a `wait`.
    static func `catch`(_ signals: [Int32]) {
        for number in signals { installSource(for: number) }
    }

    /// Whether `number` arrived with no one waiting and is kept for the next `wait`.
    static func isPending(_ number: Int32) -> Bool {
        waiters.withLock { $0.pending.contains(number) }
    }

    /// Blocks until one of `signals` arrives (or returns one that arrived earlier with no one waiting)
    /// and returns it; `whenWaiting` runs once a signal sent from then on is sure to be seen.
    static func wait(for signals: [Int32], whenWaiting: () -> Void) -> Int32 {
        let waiter = Waiter(signals: signals)
        let early = waiters.withLock { state -> Int32? in
            if let number = signals.first(where: { state.pending.contains($0) }) {
                state.pending.remove(number)
                return number
            }
            state.waiters.append(waiter)
            return nil
        }
        if let early {
            whenWaiting()
            return early
        }
        `catch`(signals)
        whenWaiting()
        waiter.arrived.wait()
        return waiters.withLock { _ in waiter.received } ?? signals.first ?? 0
    }

    private static func installSource(for number: Int32) {
        let isNew = sources.withLock { sources -> Bool in
            guard sources[number] == nil else { return false }
            if handlerAddress(of: number) == defaultHandlerAddress { signal(number, SIG_IGN) }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { deliver(number) }
            source.resume()
            sources[number] = source
            return true
        }
        #if os(Linux)
            if isNew { waitForDispatchHandler(of: number) }
        #endif
    }

    /// Wakes every waiter for `number`.
    private static func deliver(_ number: Int32) {
        waiters.withLock { state in
            let waiting = state.waiters.filter { $0.signals.contains(number) }
            guard !waiting.isEmpty else {
                state.pending.insert(number)
                return
            }
            for waiter in waiting {
                waiter.received = number
                waiter.arrived.signal()
            }
            state.waiters.removeAll { $0.signals.contains(number) }
        }
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

    /// Polls (for at most a second) until libdispatch has installed its handler for `number`.
    private static func waitForDispatchHandler(of number: Int32) {
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            let address = handlerAddress(of: number)
            if address != defaultHandlerAddress && address != ignoreHandlerAddress { return }
            usleep(500)
        }
    }
}
