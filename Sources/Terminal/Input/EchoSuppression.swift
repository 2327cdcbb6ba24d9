#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns terminal echo off while a password is typed, and makes sure it comes back on, even when the
/// user presses Ctrl-C (`TerminalRestoration`).
enum EchoSuppression {
    /// Runs `read` with echo off on standard input, restoring the settings afterwards.
    static func withEchoOff(_ read: () -> String?) -> String? {
        var original = termios()
        guard tcgetattr(TerminalDevice.standardInput, &original) == 0 else { return read() }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        silent.c_lflag |= tcflag_t(ECHONL)
        let restoration = TerminalRestoration(restoring: original, changed: silent)
        defer { restoration.restore() }
        guard tcsetattr(TerminalDevice.standardInput, TCSAFLUSH, &silent) == 0 else { return read() }
        return read()
    }
}
