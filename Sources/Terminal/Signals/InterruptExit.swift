import Basics
import Foundation
import ProcessSignals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the program tidily when SIGINT or SIGTERM arrives while something is drawn that must not be
/// left on screen (a ``LiveProgressBar``): while a handler is set, the signal runs it first. Either
/// way the program then ends by the signal itself, as with no handler ever set, so that its parent
/// sees it killed by the signal (a shell reports 130 for Ctrl-C and 143 for SIGTERM, starts its
/// prompt on a new line, and stops a script that ran it).
///
/// The signals are caught with `CaughtSignals` (`DispatchSource`s), so a handler is ordinary code
/// (it may format text and lock), run on a queue of its own while the main actor goes on.
public enum InterruptExit {
    /// The signals caught.
    public static let signals = [SIGINT, SIGTERM]

    private static let handler = HandlerSlot()

    /// Sets what a signal runs before the program exits, or `nil` to give the signals their default
    /// course again. The first call starts catching them, and returns once a signal sent from then on
    /// is sure to reach the handler.
    public static func setHandler(_ newHandler: (@Sendable (Int32) -> Void)?) {
        if handler.set(newHandler) {
            for number in signals { CaughtSignals.catch(number, receiver: deliver) }
        }
    }

    @Sendable private static func deliver(_ number: Int32) {
        handler.current?(number)
        end(by: number)
    }

    /// Ends the program by signal `number`: its default course restored and the signal unblocked
    /// in this thread (libdispatch reads caught signals from a `signalfd`, with them blocked), then
    /// raised. Should that not end it, exits with 128 + `number`: `_exit`, not `exit`, since the
    /// main actor is still running and nothing is buffered (the consoles write straight to their
    /// descriptors).
    static func end(by number: Int32) -> Never {
        TerminalRestoration.restoreIfArmed()
        _ = signal(number, SIG_DFL)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, number)
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        _ = raise(number)
        _exit(128 + number)
    }

    /// The handler, under a lock; remembers whether the signals are caught yet.
    private final class HandlerSlot: Sendable {
        private struct State {
            var handler: (@Sendable (Int32) -> Void)?
            var isCatching = false
        }

        private let state = Locked(State())

        var current: (@Sendable (Int32) -> Void)? { state.withLock { $0.handler } }

        /// Sets the handler; whether the signals must be caught now (the first handler set).
        func set(_ newHandler: (@Sendable (Int32) -> Void)?) -> Bool {
            state.withLock {
                $0.handler = newHandler
                guard newHandler != nil, !$0.isCatching else { return false }
                $0.isCatching = true
                return true
            }
        }
    }
}
