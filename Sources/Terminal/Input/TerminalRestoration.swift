import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal's settings back even when a signal ends the program while they are changed (echo
/// off for a password, raw keys for a search screen): while armed, SIGINT, SIGTERM, SIGHUP and SIGQUIT restore
/// the saved settings, end the line, then take their default course. Given the changed settings,
/// Ctrl-Z (SIGTSTP) also gives the shell its settings back while the program is stopped, and the
/// changed ones are set again when it goes on (`fg`): a shell does not keep them for it, so a
/// password typed after `fg` would be shown.
public struct TerminalRestoration: Sendable {
    /// The settings to restore from the handler (which cannot take a context). Written only while no
    /// handler is installed; a plain pointer, so the handler involves no runtime bookkeeping.
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Whether settings are saved to restore: a signal caught elsewhere (``InterruptExit``) restores
    /// them too before it ends the program.
    private static let armed = Atomic(false)
    /// The terminal they are restored to.
    private static let savedDescriptor = Atomic<Int32>(TerminalDevice.standardInput)
    /// The changed settings, set again when the program goes on after a stop.
    nonisolated(unsafe) private static let changed = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private static let timesGoneOn = Atomic(0)

    /// How many times the program has gone on after a stop while changed settings were kept: what
    /// it drew may have been written over meanwhile.
    static var resumes: Int { timesGoneOn.load(ordering: .sequentiallyConsistent) }

    /// SIGTSTP's handler: the saved settings back, the stop itself, then the changed settings again.
    private static let stopAndGoOn: @convention(c) (Int32) -> Void = { number in
        let descriptor = TerminalRestoration.savedDescriptor.load(ordering: .sequentiallyConsistent)
        _ = tcsetattr(descriptor, TCSANOW, TerminalRestoration.saved)
        _ = signal(number, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, number)
        // Blocked while its handler runs: let it through, so that the program stops here.
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        _ = raise(number)
        _ = signal(number, TerminalRestoration.stopAndGoOn)
        _ = tcsetattr(descriptor, TCSANOW, TerminalRestoration.changed)
        TerminalRestoration.wentOn()
    }

    /// Counts a going on after a stop (``resumes``).
    static func wentOn() { timesGoneOn.add(1, ordering: .sequentiallyConsistent) }

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
    /// Whether Ctrl-Z is handled, and the handler it had before.
    private let handlesStop: Bool
    private let previousStopHandler: (@convention(c) (Int32) -> Void)?

    /// Saves `original` (the settings of the terminal `descriptor` is on, before the change) and
    /// installs the handlers; with the `changed` settings, the one for Ctrl-Z too.
    public init(
        restoring original: termios, of descriptor: Int32 = TerminalDevice.standardInput,
        changed: termios? = nil
    ) {
        self.original = original
        self.descriptor = descriptor
        Self.saved.pointee = original
        Self.savedDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
        Self.armed.store(true, ordering: .sequentiallyConsistent)
        previousHandlers = Self.signals.map { signal($0, Self.restoreAndRaise) }
        handlesStop = changed != nil
        if let changed { Self.changed.pointee = changed }
        previousStopHandler = handlesStop ? signal(SIGTSTP, Self.stopAndGoOn) : nil
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
        if handlesStop { _ = signal(SIGTSTP, previousStopHandler) }
    }
}
