import Synchronization

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
    /// Whether settings are saved to restore: a signal caught elsewhere (``InterruptExit``) restores
    /// them too before it ends the program.
    private static let armed = Atomic(false)
    /// The terminal they are restored to.
    private static let savedDescriptor = Atomic<Int32>(TerminalDevice.standardInput)

    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
        _ = tcsetattr(
            TerminalRestoration.savedDescriptor.load(ordering: .sequentiallyConsistent), TCSANOW,
            TerminalRestoration.saved)
        TerminalDevice.write("\n", to: TerminalDevice.standardError)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }

    private let original: termios
    private let descriptor: Int32
    private let previousHandlers: [(@convention(c) (Int32) -> Void)?]

    /// Saves `original` (the settings of the terminal `descriptor` is on, before the change) and
    /// installs the handlers.
    public init(restoring original: termios, of descriptor: Int32 = TerminalDevice.standardInput) {
        self.original = original
        self.descriptor = descriptor
        Self.saved.pointee = original
        Self.savedDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
        Self.armed.store(true, ordering: .sequentiallyConsistent)
        previousHandlers = Self.signals.map { signal($0, Self.restoreAndRaise) }
    }

    /// Puts the saved settings back if a restoration is armed: for a program about to end by a
    /// signal it caught itself.
    static func restoreIfArmed() {
        guard armed.load(ordering: .sequentiallyConsistent) else { return }
        _ = tcsetattr(savedDescriptor.load(ordering: .sequentiallyConsistent), TCSANOW, saved)
    }

    /// Restores the settings now and the handlers that were there before.
    public func restore() {
        Self.armed.store(false, ordering: .sequentiallyConsistent)
        var settings = original
        // TCSANOW, not TCSAFLUSH: input typed ahead must survive.
        _ = tcsetattr(descriptor, TCSANOW, &settings)
        for (number, handler) in zip(Self.signals, previousHandlers) { _ = signal(number, handler) }
    }
}
