/// A PostgreSQL database reached through libpq, with a pool of connections, usable from any thread.
///
/// Each connection prepares a statement the first time it sees its SQL text and reuses it afterwards.
/// Results are read in text format and converted by column type: `int2/4/8` and `oid` → integer,
/// `float4/8` and a fractional `numeric` → double (a whole one → integer), `bool` → integer 1/0, `bytea` → blob, anything else → text.
/// Sessions run in UTC, so `timestamptz` text reads back as `Date`.
///
/// The pool opens up to ``PostgresConfiguration/poolSize`` connections on demand; a caller waits up to
/// ``PostgresConfiguration/acquireTimeout`` for a free one, then gets ``SQLError/Kind/busy``. A pooled
/// connection whose server went away (restart, `pg_terminate_backend`) is noticed when it is taken from
/// the pool and replaced; one that breaks while in use fails that call with ``SQLError/Kind/connection``
/// and is discarded.
///
/// ``read(_:)`` and ``write(_:)`` both take any pooled connection: PostgreSQL needs no separate writer.
public final class PostgresDatabase: Database {
    /// The connection settings (its description redacts the password).
    public let configuration: PostgresConfiguration
    /// Always ``SQLDialect/postgres``.
    public var dialect: SQLDialect { .postgres }

    private let pool: ConnectionPool<PostgresConnection>
    private let nestedAccess = NestedAccessGuard()

    /// Creates the pool and opens its first connection, so bad settings fail here.
    ///
    /// - Throws: ``SQLError`` of kind ``SQLError/Kind/connection`` when the server cannot be reached or
    ///   refuses the login.
    public init(configuration: PostgresConfiguration) throws {
        self.configuration = configuration
        pool = ConnectionPool(
            capacity: configuration.poolSize, acquireTimeout: configuration.acquireTimeout,
            label: "PostgreSQL connection"
        ) {
            try PostgresConnection(configuration: configuration)
        }
        try pool.withConnection { _ in }
    }

    /// Connects with a `postgres://` URL; see ``PostgresConfiguration/init(url:)``.
    public convenience init(url: String) throws {
        try self.init(configuration: PostgresConfiguration(url: url))
    }

    deinit { close() }

    /// Lends a pooled connection (the same kind as ``write(_:)``).
    public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try nestedAccess.run { try pool.withConnection(body) }
    }

    /// Lends a pooled connection, waiting up to the acquire timeout for a free one.
    @discardableResult
    public func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try nestedAccess.run { try pool.withConnection(body) }
    }

    /// Runs one statement on a pooled connection.
    public func query(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> [SQLRow] {
        try write { try $0.query(sql, binds) }
    }

    /// Closes idle connections now and busy ones when their closures finish.
    public func close() { pool.close() }
}
