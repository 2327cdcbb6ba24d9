import Basics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes Backspace at a terminal erase the whole last character typed (`IUTF8`), not its last byte:
/// without it, correcting a Japanese name leaves a broken character in the line, which is saved as
/// `�`. Set once, before the first question is written, since the terminal applies Backspace as it
/// is typed; cleared again when the program exits normally if it was not set before. Only while
/// the program is the terminal's foreground job: changing a terminal's settings from the
/// background would stop it (`SIGTTOU`).
enum CharacterErase {
    /// Whether it is settled: set, found set already, or not to be set (standard input's settings
    /// cannot be read). Until then, every question tries again: one asked from the background is
    /// not the last.
    private static let settled = Locked(false)

    /// Sets it on standard input, unless settled.
    static func enable() {
        settled.withLock { settled in
            guard !settled, TerminalDevice.isForeground(TerminalDevice.standardInput) else { return }
            settled = true
            var settings = termios()
            let input = TerminalDevice.standardInput
            guard tcgetattr(input, &settings) == 0, settings.c_iflag & tcflag_t(IUTF8) == 0 else { return }
            settings.c_iflag |= tcflag_t(IUTF8)
            guard tcsetattr(input, TCSANOW, &settings) == 0 else { return }
            atexit {
                var settings = termios()
                guard TerminalDevice.isForeground(TerminalDevice.standardInput),
                    tcgetattr(TerminalDevice.standardInput, &settings) == 0
                else { return }
                settings.c_iflag &= ~tcflag_t(IUTF8)
                _ = tcsetattr(TerminalDevice.standardInput, TCSANOW, &settings)
            }
        }
    }
}
