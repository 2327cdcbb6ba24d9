/// Where a database is, as a setting names it: an SQLite file (or `:memory:`), or a PostgreSQL
/// server, by URL or by the book's `DATABASE_HOST`… variables (``PostgresConfiguration/init(environment:)``).
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    case sqlite(path: String)
    /// `postgres://user:password@host:port/database`.
    case postgresURL(String)
    case postgresEnvironment

    /// `postgres://…` (or `postgresql://…`) is a PostgreSQL URL; anything else names an SQLite file.
    public init(_ setting: String) {
        self = Self.isPostgresURL(setting) ? .postgresURL(setting) : .sqlite(path: setting)
    }

    /// Whether `setting` is a PostgreSQL URL rather than a file's path.
    public static func isPostgresURL(_ setting: String) -> Bool {
        let lowered = setting.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// The path, or the URL with its password masked: what a message or a log may show.
    public var description: String {
        switch self {
        case .sqlite(let path): return path
        case .postgresEnvironment: return "PostgreSQL (DATABASE_HOST…)"
        case .postgresURL(let url):
            return (try? PostgresConfiguration(url: url))?.description ?? "a PostgreSQL URL"
        }
    }
}
