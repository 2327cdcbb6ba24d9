/// One named, ordered schema change. `up` runs inside its own transaction, with the dialect so one
/// migration can serve both engines:
///
/// ```swift
/// Migration(name: "CreateUser") { connection, dialect in
///     try connection.execute("CREATE TABLE users (id \(dialect.uuidType) PRIMARY KEY, name TEXT NOT NULL)")
/// }
/// ```
public struct Migration: Sendable {
    /// The unique name recorded in `_migrations` once applied.
    public let name: String
    /// Applies the change.
    public let up: @Sendable (any SQLConnection, SQLDialect) throws -> Void

    /// A migration called `name`.
    public init(name: String, up: @escaping @Sendable (any SQLConnection, SQLDialect) throws -> Void) {
        self.name = name
        self.up = up
    }
}

/// A migration that threw: nothing of it was kept (its transaction was rolled back) and it is not
/// recorded; the migrations before it stay applied.
public struct MigrationError: Error, Sendable, CustomStringConvertible {
    /// The migration that failed.
    public let migration: String
    /// What it threw.
    public let underlying: any Error

    /// `migration 'Name' failed: …`.
    public var description: String { "migration '\(migration)' failed: \(underlying)" }
}
