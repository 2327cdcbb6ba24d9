#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal's settings back even when a signal ends the program while they are changed (echo
/// off for a password, raw keys for a search screen): while armed, SIGINT, SIGTERM and SIGHUP restore
/// the saved settings, end the line, then take their default course.
public struct TerminalRestoration: Sendable {
    /// The settings to restore from the handler (which cannot take a context). Written only while no
    /// handler is installed; a plain pointer, so the handler involves no runtime bookkeeping.
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
        _ = tcsetattr(TerminalDevice.standardInput, TCSANOW, TerminalRestoration.saved)
        TerminalDevice.write("\n", to: TerminalDevice.standardError)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }

    private let original: termios
    private let previousHandlers: [(@convention(c) (Int32) -> Void)?]

    /// Saves `original` (standard input's settings before the change) and installs the handlers.
    public init(restoring original: termios) {
        self.original = original
        Self.saved.pointee = original
        previousHandlers = Self.signals.map { signal($0, Self.restoreAndRaise) }
    }

    /// Restores the settings now and the handlers that were there before.
    public func restore() {
        var settings = original
        // TCSANOW, not TCSAFLUSH: input typed ahead must survive.
        _ = tcsetattr(TerminalDevice.standardInput, TCSANOW, &settings)
        for (number, handler) in zip(Self.signals, previousHandlers) { _ = signal(number, handler) }
    }
}
