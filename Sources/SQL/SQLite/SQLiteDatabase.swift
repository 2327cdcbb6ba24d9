import Basics
import CSQLite

/// A SQLite database in a file (or in memory), usable from any thread.
///
/// File databases run in WAL mode with one writer connection, serialised by a lock, and a small pool of
/// read-only connections that read concurrently with the writer (each sees the last committed state).
/// `foreign_keys` is on, `synchronous` is configurable (see ``SQLiteConfiguration/Synchronous``), and a
/// server can take the file for its process alone (``SQLiteConfiguration/exclusiveToProcess``).
///
/// `":memory:"` (or an empty path) is one private in-memory database on a single connection that serves
/// both reads and writes, one closure at a time.
///
/// Thread safety: connections are opened in SQLite's multi-thread mode (`SQLITE_OPEN_NOMUTEX`); this
/// class guarantees that each connection is used by one thread at a time, so the database itself is
/// `Sendable` while connections never leave the closures they are lent to.
public final class SQLiteDatabase: Database {
    /// The path given at creation.
    public let path: String
    /// The settings the connections were opened with.
    public let configuration: SQLiteConfiguration
    /// Always ``SQLDialect/sqlite``.
    public var dialect: SQLDialect { .sqlite }

    private let writer: Locked<SQLiteConnection?>
    private let readers: ConnectionPool<SQLiteConnection>?
    private let nestedAccess = NestedAccessGuard()

    /// Opens (creating if needed) the database at `path`, or an in-memory one for `":memory:"`. A
    /// new file is readable by its owner alone (`0600`), and so are its WAL files, which SQLite
    /// makes alike: the databases here hold password hashes, tokens' digests and webhook secrets.
    ///
    /// - Throws: ``SQLError`` of kind ``SQLError/Kind/connection`` when the file cannot be opened.
    public init(path: String, configuration: SQLiteConfiguration = SQLiteConfiguration()) throws {
        guard sqlite3_threadsafe() != 0 else {
            throw SQLError(.unreachable, "this SQLite library was built without thread support")
        }
        Self.configureLibraryOnce
        self.path = path
        self.configuration = configuration
        let isMemory = path.isEmpty || path == ":memory:"
        // A file that cannot be made here fails to open just after, with SQLite's own reason.
        if !isMemory { try? PrivateFile.createIfMissing(path) }
        let writerConnection: SQLiteConnection
        do {
            writerConnection = try SQLiteConnection(
                path: isMemory ? ":memory:" : path, readOnly: false, configuration: configuration)
        } catch let error as SQLError
            where error.kind == .busy && configuration.exclusiveToProcess && !isMemory
        {
            throw SQLError(
                .busy,
                "the SQLite database at '\(path)' is in use by another process, and this one takes it for "
                    + "itself; stop the other process first",
                code: error.code)
        }
        writer = Locked(writerConnection)
        readers =
            isMemory
            ? nil
            : ConnectionPool(
                capacity: configuration.readerCount, acquireTimeout: configuration.busyTimeout,
                label: "SQLite reader connection"
            ) {
                try SQLiteConnection(path: path, readOnly: true, configuration: configuration)
            }
    }

    deinit { close() }

    /// Settings for the whole SQLite library, made before its first connection opens.
    private static let configureLibraryOnce: Void = { _ = courier_sqlite3_disable_memory_statistics() }()

    /// Lends a read-only connection from the reader pool (waiting up to the busy timeout for a free one);
    /// in memory, the single connection.
    public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try nestedAccess.run {
            guard let readers else { return try withWriter(body) }
            return try readers.withConnection(body)
        }
    }

    /// Lends the writer connection, waiting for the writer lock.
    @discardableResult
    public func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try nestedAccess.run { try withWriter(body) }
    }

    /// Runs a read-only statement on a reader, and a writing one (`INSERT … RETURNING`) on the writer.
    public func query(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> [SQLRow] {
        try nestedAccess.run {
            if let readers {
                let rows = try readers.withConnection { reader in
                    try reader.isReadOnly(sql) ? reader.query(sql, binds) : nil
                }
                if let rows { return rows }
            }
            return try withWriter { try $0.query(sql, binds) }
        }
    }

    /// Closes the readers and the writer; later calls throw ``SQLError/Kind/misuse``.
    public func close() {
        readers?.close()
        writer.withLock { connection in
            connection?.close()
            connection = nil
        }
    }

    /// The writer lent to `body`. A file deleted or moved away while open takes no more writes: they
    /// would be answered as done and lost when it closes.
    private func withWriter<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try writer.withLock { connection in
            guard let connection else { throw SQLError(.misuse, "the database is closed") }
            if readers != nil, connection.fileHasMoved {
                throw SQLError(
                    .unreachable,
                    "the SQLite database at '\(path)' was deleted or moved while in use; writes are refused so "
                        + "that none is lost, until it is opened again (a restart)")
            }
            defer { _ = connection.prepareForReuse() }
            return try body(connection)
        }
    }
}
