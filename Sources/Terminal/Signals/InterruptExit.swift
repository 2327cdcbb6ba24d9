import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the program tidily when SIGINT or SIGTERM arrives while something is drawn that must not be
/// left on screen (a ``LiveProgressBar``): while a handler is set, the signal runs it and the program
/// exits with 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM). With no handler set, the
/// signals take their default course.
///
/// The signals are caught with `DispatchSource`s, so a handler is ordinary code (it may format text
/// and lock), run on a queue of its own while the main actor goes on. The sources are made on first
/// use and kept for the life of the process: libdispatch registers and unregisters them
/// asynchronously, so cancelling and re-creating them could lose a signal. (HTTPServer's
/// `SignalWaiter` works the same way; `Terminal` depends on nothing, so it has its own.)
public enum InterruptExit {
    /// The signals caught.
    public static let signals = [SIGINT, SIGTERM]

    private static let state = HandlerState()

    /// Sets what a signal runs before the program exits, or `nil` to give the signals their default
    /// course again. The first call starts catching them, and returns once a signal sent from then on
    /// is sure to reach the handler.
    public static func setHandler(_ handler: (@Sendable (Int32) -> Void)?) {
        state.set(handler)
    }

    /// The handler, and the sources made so far, under one lock.
    ///
    /// `@unchecked Sendable`: `handler` and `sources` are only touched while holding `lock`.
    private final class HandlerState: @unchecked Sendable {
        private let lock = NSLock()
        private var handler: (@Sendable (Int32) -> Void)?
        private var sources: [any DispatchSourceSignal] = []

        func set(_ newHandler: (@Sendable (Int32) -> Void)?) {
            let isFirst = lock.withLock { () -> Bool in
                handler = newHandler
                guard sources.isEmpty, newHandler != nil else { return false }
                for number in InterruptExit.signals {
                    // Ignored until libdispatch's own handler is in place (the default would end the
                    // program); the source still sees the signal.
                    signal(number, SIG_IGN)
                    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                    source.setEventHandler { [weak self] in self?.deliver(number) }
                    source.resume()
                    sources.append(source)
                }
                return true
            }
            #if canImport(Glibc)
                if isFirst { InterruptExit.signals.forEach(waitForDispatchHandler) }
            #endif
        }

        private func deliver(_ number: Int32) {
            guard let handler = lock.withLock({ handler }) else {
                _ = signal(number, SIG_DFL)
                _ = raise(number)
                _exit(128 + number)  // only if the default course did not end the program
            }
            handler(number)
            // `_exit`, not `exit`: the main actor is still running, and nothing is buffered (the
            // consoles write straight to their descriptors).
            _exit(128 + number)
        }
    }

    #if canImport(Glibc)
        /// Polls (for at most a second) until libdispatch has installed its handler for `number`.
        private static func waitForDispatchHandler(of number: Int32) {
            let deadline = ContinuousClock.now + .seconds(1)
            while ContinuousClock.now < deadline {
                var current = sigaction()
                sigaction(number, nil, &current)
                let address = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
                // 0 is SIG_DFL and 1 is SIG_IGN.
                if address > 1 { return }
                usleep(500)
            }
        }
    #endif
}
