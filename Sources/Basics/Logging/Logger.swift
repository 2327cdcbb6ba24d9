#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where log lines go: called with the level and the message, from any thread.
public typealias LogSink = @Sendable (_ level: LogLevel, _ message: String) -> Void

/// A threshold and a sink. Messages below `level` are dropped before they are even built.
///
/// Never log secrets: the server logs methods, paths (without the query) and statuses, never
/// headers or bodies.
public struct Logger: Sendable {
    /// The least severe level that is written.
    public var level: LogLevel
    public var sink: LogSink

    public init(level: LogLevel = .info, sink: @escaping LogSink = Logger.standardError) {
        self.level = level
        self.sink = sink
    }

    /// Whether messages at `level` are written.
    public func isEnabled(_ level: LogLevel) -> Bool { level >= self.level }

    /// Writes `message` if `level` is enabled; the message is only built then.
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard isEnabled(level) else { return }
        sink(level, message())
    }

    /// Writes `[ LEVEL ] message` lines to standard error, one `write` per line.
    public static let standardError: LogSink = { level, message in
        let line = "[ \(level.description.uppercased()) ] \(message)\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
