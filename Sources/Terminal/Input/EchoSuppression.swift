#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns terminal echo off while a password is typed, and makes sure it comes back on, even when the
/// user presses Ctrl-C.
enum EchoSuppression {
    /// The terminal settings to restore from the signal handler (which cannot take a context).
    /// Written only before the handler is installed; a plain pointer, so reading it from the handler
    /// involves no runtime bookkeeping. Allocated once for the life of the process.
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)

    /// Restores the terminal, then lets the signal take its default course.
    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
        _ = tcsetattr(TerminalDevice.standardInput, TCSANOW, EchoSuppression.saved)
        TerminalDevice.write("\n", to: TerminalDevice.standardError)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }

    /// Runs `read` with echo off on standard input, restoring the settings afterwards.
    static func withEchoOff(_ read: () -> String?) -> String? {
        var original = termios()
        guard tcgetattr(TerminalDevice.standardInput, &original) == 0 else { return read() }
        saved.pointee = original
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        silent.c_lflag |= tcflag_t(ECHONL)
        let previousInterrupt = signal(SIGINT, restoreAndRaise)
        let previousTerminate = signal(SIGTERM, restoreAndRaise)
        defer {
            // TCSANOW, not TCSAFLUSH: input typed ahead after the password line must survive.
            _ = tcsetattr(TerminalDevice.standardInput, TCSANOW, &original)
            _ = signal(SIGINT, previousInterrupt)
            _ = signal(SIGTERM, previousTerminate)
        }
        guard tcsetattr(TerminalDevice.standardInput, TCSAFLUSH, &silent) == 0 else { return read() }
        return read()
    }
}
