/// Severity of a log message, from `trace` (most verbose) to `critical`.
///
/// The names are those of the `LOG_LEVEL` environment variable: `LogLevel(name: "debug")`.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case trace, debug, info, notice, warning, error, critical

    /// The level named `name` (any case, surrounding spaces ignored), or `nil` for an unknown name.
    public init?(name: String) {
        let normalized = name.trimmed.lowercased()
        guard let level = Self.allCases.first(where: { $0.description == normalized }) else { return nil }
        self = level
    }

    public var description: String {
        switch self {
        case .trace: "trace"
        case .debug: "debug"
        case .info: "info"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .critical: "critical"
        }
    }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
