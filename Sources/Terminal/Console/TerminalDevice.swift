import Basics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about the process's standard streams.
public enum TerminalDevice {
    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Whether the settings of the terminal `descriptor` is on may be changed without stopping: this
    /// process's group is its foreground job, or it is not this process's controlling terminal (no
    /// job control applies). Changing them from the background would stop the program (`SIGTTOU`).
    static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group == -1 || group == getpgrp()
    }

    /// The terminal's width in columns, or `nil` when `descriptor` is not a terminal. Falls back to
    /// `COLUMNS` when the terminal does not say.
    public static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
        dimension(\.ws_col, of: descriptor, else: environment["COLUMNS"])
    }

    /// The terminal's height in lines, or `nil` when `descriptor` is not a terminal. Falls back to
    /// `LINES` when the terminal does not say.
    public static func rows(of descriptor: Int32, environment: [String: String]) -> Int? {
        dimension(\.ws_row, of: descriptor, else: environment["LINES"])
    }

    /// One side of the terminal's window, else `fallback` read as a positive number.
    private static func dimension(
        _ side: KeyPath<winsize, UInt16>, of descriptor: Int32, else fallback: String?
    )
        -> Int?
    {
        guard isTerminal(descriptor) else { return nil }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size[keyPath: side] > 0 {
            return Int(size[keyPath: side])
        }
        return fallback.flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Writes every byte of `text` to `descriptor`, retrying interrupted and partial writes.
    /// Returns the `errno` of a write that failed (what was left is dropped), `nil` when all of it
    /// was written.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { DescriptorIO.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
