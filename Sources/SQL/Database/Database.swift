/// A database: SQLite (``SQLiteDatabase``) or PostgreSQL (``PostgresDatabase``), used synchronously from
/// any thread.
///
/// Work happens in closures that receive a connection for their duration:
///
/// <!-- example context: func example(
///     database: any Database, id: UUID, name: String, tid: UUID, token: String) throws { EXAMPLE } -->
/// ```swift
/// let users = try database.read { try $0.query("SELECT id, name FROM users") }
/// try database.transaction { connection in
///     try connection.execute("INSERT INTO users (id, name) VALUES ($1, $2)", [id, name])
///     try connection.execute("INSERT INTO tokens (id, value, userID) VALUES ($1, $2, $3)", [tid, token, id])
/// }
/// ```
///
/// A closure must not use the same database again (nested ``read(_:)``/``write(_:)`` on the same thread
/// throws ``SQLError/Kind/misuse`` instead of deadlocking): use the connection it was given. Work left in an
/// open transaction when a closure returns is rolled back. These calls block the calling thread; from
/// async code run them on a thread of your own, not the cooperative pool.
public protocol Database: Sendable {
    /// Which SQL dialect to write for schema statements.
    var dialect: SQLDialect { get }

    /// Runs `body` with a connection for reading. On SQLite it is a read-only connection that runs
    /// concurrently with the writer and sees the last committed state; writes in it throw.
    func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Runs `body` with a connection that may write. On SQLite there is one writer: writes are serialised.
    @discardableResult
    func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Runs one statement that returns rows. A read-only statement goes to a reader; one that writes
    /// (`INSERT … RETURNING`) goes to the writer.
    func query(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> [SQLRow]

    /// Closes every connection. Closures running now finish first on their own connection; later calls
    /// throw ``SQLError/Kind/misuse``.
    func close()
}

extension Database {
    /// Runs `body` inside a transaction on a writing connection: committed when it returns, rolled back
    /// when it throws. See ``SQLConnection/transaction(_:)``.
    @discardableResult
    public func transaction<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try write { try $0.transaction(body) }
    }

    /// Runs one writing statement outside any explicit transaction; returns the rows affected.
    @discardableResult
    public func execute(_ sql: String, _ binds: [any SQLValueConvertible] = []) throws -> Int {
        try write { try $0.execute(sql, binds) }
    }

    /// ``query(_:_:)`` without parameters.
    public func query(_ sql: String) throws -> [SQLRow] { try query(sql, []) }

    /// The first row of ``query(_:_:)``, or `nil` when there is none.
    public func queryFirst(_ sql: String, _ binds: [any SQLValueConvertible] = []) throws -> SQLRow? {
        try query(sql, binds).first
    }
}
