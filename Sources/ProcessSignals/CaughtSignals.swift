import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals caught for the life of the process with `DispatchSource`s rather than C signal handlers,
/// so that what a signal runs is ordinary code (it may lock, allocate and format text).
///
/// <!-- example context: func stopServing() {} -->
/// ```swift
/// CaughtSignals.catch(SIGTERM) { number in stopServing() }   // runs on a global queue
/// ```
///
/// Each signal gets one source, made on first use and kept: libdispatch registers and unregisters
/// sources asynchronously, so cancelling and re-creating them could lose a signal sent in between.
/// On Linux, libdispatch reads signals from a `signalfd` and installs its own `sigaction` handler
/// when a source is first registered, asynchronously; until then a signal would take its default
/// action (ending the program), so a signal with the default action is ignored first, and `catch`
/// returns only once libdispatch's handler is in place.
///
/// One receiver per signal: catching a signal again replaces its receiver.
public enum CaughtSignals {
    /// Starts catching `number` (its source is made once per process) and hands each arrival to
    /// `receiver`, on a global queue. Returns when a signal sent from then on is sure to reach it.
    public static func `catch`(_ number: Int32, receiver: @escaping @Sendable (Int32) -> Void) {
        if registry.set(receiver, for: number) {
            #if os(Linux)
                waitForDispatchHandler(of: number)
            #endif
        }
    }

    private static let registry = Registry()

    /// The sources made so far and each signal's receiver, under one lock.
    ///
    /// `@unchecked Sendable`: `sources` and `receivers` are only touched while holding `lock`.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [Int32: any DispatchSourceSignal] = [:]
        private var receivers: [Int32: @Sendable (Int32) -> Void] = [:]

        /// Sets `number`'s receiver; whether its source was made now.
        func set(_ receiver: @escaping @Sendable (Int32) -> Void, for number: Int32) -> Bool {
            lock.withLock {
                receivers[number] = receiver
                guard sources[number] == nil else { return false }
                if handlerAddress(of: number) == defaultHandlerAddress { signal(number, SIG_IGN) }
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in deliver(number) }
                source.resume()
                sources[number] = source
                return true
            }
        }

        private func deliver(_ number: Int32) {
            lock.withLock { receivers[number] }?(number)
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
