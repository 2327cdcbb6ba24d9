import Foundation
import ProcessSignals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's window changing size (SIGWINCH), for a full-screen view that must draw itself
/// again at the new size instead of leaving the old drawing wrapped and scrolled.
///
/// The signal is caught with `CaughtSignals` (a `DispatchSource`), so nothing runs in a signal
/// handler; each arrival is one element of the stream. One stream at a time: a new one replaces the
/// last.
public enum WindowResizes {
    /// An element for each resize from now on (the sizes themselves are read from the terminal:
    /// ``TerminalDevice/columns(of:environment:)`` and ``TerminalDevice/rows(of:environment:)``).
    public static func stream() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        CaughtSignals.catch(SIGWINCH) { _ in continuation.yield() }
        return stream
    }
}
