import Basics
import CSQLite
import Foundation

/// One SQLite connection with its cache of prepared statements.
///
/// Opened with `SQLITE_OPEN_NOMUTEX` (SQLite's multi-thread mode): SQLite does not lock the connection,
/// so it must be used by one thread at a time. ``SQLiteDatabase`` guarantees that — the writer behind a
/// lock, each reader checked out of a pool — and the class is not `Sendable`.
final class SQLiteConnection: SQLConnection, TransactionScope, PooledConnection {
    private let handle: OpaquePointer
    /// Prepared statements by SQL text; the least recently used is finalized to make room.
    private var statements: BoundedCache<String, SQLiteStatement>
    /// The statement used last: a server's hot route asks for the same one again and again, and
    /// comparing with it (equal strings that share storage compare in a few instructions) saves
    /// hashing the whole SQL text for the cache.
    private var lastStatement: SQLiteStatement?
    /// Statements the cache dropped while ``forEachRow(_:_:_:)`` was stepping through them
    /// (``SQLiteStatement/isStepping``): finalized once their rows are done.
    private var retired: [SQLiteStatement] = []
    var transactionDepth = 0
    let beginTransactionSQL: String

    /// Opens a connection; `readOnly` connections cannot write (they start deferred transactions).
    init(path: String, readOnly: Bool, configuration: SQLiteConfiguration) throws {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        var opened: OpaquePointer?
        // unix-excl: a process-wide exclusive lock on the file, and the WAL index in this process's memory.
        let fileSystem = configuration.exclusiveToProcess && path != ":memory:" ? "unix-excl" : nil
        let result = sqlite3_open_v2(path, &opened, flags, fileSystem)
        guard result == SQLITE_OK, let opened else {
            let reason = Self.openFailure(
                path: path, readOnly: readOnly,
                otherwise: opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory")
            sqlite3_close_v2(opened)
            throw SQLError(
                .unreachable, "cannot open SQLite database at '\(path)': \(reason)", code: "SQLITE_\(result)")
        }
        handle = opened
        statements = BoundedCache(capacity: configuration.statementCacheCapacity)
        beginTransactionSQL = readOnly ? "BEGIN" : "BEGIN IMMEDIATE"
        sqlite3_extended_result_codes(handle, 1)
        let milliseconds = Int32(clamping: Int64(configuration.busyTimeout.seconds * 1000))
        sqlite3_busy_timeout(handle, milliseconds)
        do {
            if !readOnly {
                try enableWAL(within: configuration.busyTimeout)
                try executeScript("PRAGMA synchronous = \(configuration.synchronous.rawValue)")
            }
            try executeScript("PRAGMA foreign_keys = ON")
        } catch let error as SQLError where Self.isUnusableFile(sqlite3_extended_errcode(handle)) {
            // Found by the first statement, which is this connection's own set-up (SQLite opens a file
            // it cannot write read-only, without a word): the file is named instead of that statement.
            let reason =
                sqlite3_extended_errcode(handle) == SQLITE_NOTADB
                ? "the file is not an SQLite database"
                : Self.openFailure(path: path, readOnly: readOnly, otherwise: error.message)
            close()
            throw SQLError(
                .unreachable, "cannot open SQLite database at '\(path)': \(reason)", code: error.code)
        } catch {
            close()
            throw error
        }
    }

    /// Whether `code` (an extended result code), from a new connection's set-up, says the file
    /// cannot be used as a database: it is not one, or it (or the folder its journal goes in) cannot
    /// be written.
    private static func isUnusableFile(_ code: Int32) -> Bool {
        code == SQLITE_NOTADB || code & 0xFF == SQLITE_READONLY
    }

    /// Why `path` could not be opened or set up: the usual causes in words (a folder that does not
    /// exist, a folder named instead of a file, no permission), told from the file system since
    /// SQLite's last system error is that of its last attempt; else `sqliteSays`.
    private static func openFailure(path: String, readOnly: Bool, otherwise sqliteSays: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists && isFolder.boolValue { return "it is a folder, not a file" }
        if !exists && !FileManager.default.fileExists(atPath: folder) {
            return "the folder '\(folder)' does not exist"
        }
        if !exists && readOnly { return "no such file" }
        if exists && access(path, readOnly ? R_OK : R_OK | W_OK) != 0 {
            return errno == EROFS ? "the file system is read-only" : "permission denied"
        }
        // A new database, and the journal SQLite keeps beside one, are files made in its folder.
        if !readOnly && access(folder, W_OK | X_OK) != 0 {
            return errno == EROFS
                ? "the file system is read-only" : "no permission to create a file in '\(folder)'"
        }
        return sqliteSays
    }

    var cachedStatementCount: Int { statements.count }

    /// Whether the file this connection opened is no longer at its path (deleted, or moved away):
    /// what is written to it then is lost when it closes, since nothing can open it again.
    var fileHasMoved: Bool {
        var moved: Int32 = 0
        return sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK && moved != 0
    }

    /// Switches a new database to WAL. Two processes creating the same file at once can make the switch
    /// fail with `SQLITE_BUSY` without SQLite waiting (it skips the busy handler there to avoid a
    /// deadlock), so it is retried until the busy timeout.
    private func enableWAL(within timeout: Duration) throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            do {
                _ = try query("PRAGMA journal_mode = WAL", [])
                return
            } catch let error as SQLError where error.kind == .busy && ContinuousClock.now < deadline {
                usleep(10_000)
            }
        }
    }

    func query(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> [SQLRow] {
        try statement(forRunning: sql).run(binds, connection: handle)
    }

    /// The rows handed to `body` in place; `body` may run other statements on this connection, the
    /// same SQL too (as when walking a tree).
    func forEachRow(_ sql: String, _ binds: [any SQLValueConvertible], _ body: (SQLRawRow) throws -> Void)
        throws
    {
        let statement = try self.statement(forRunning: sql)
        statement.isStepping = true
        defer {
            statement.isStepping = false
            if !retired.isEmpty { finalizeRetired() }
        }
        try statement.forEachRow(binds, connection: handle, body)
    }

    @discardableResult
    func execute(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> Int {
        let statement = try statement(forRunning: sql)
        let changesBefore = sqlite3_total_changes64(handle)
        _ = try statement.run(binds, connection: handle)
        // sqlite3_changes keeps the count of the last INSERT/UPDATE/DELETE, so a statement that changed
        // nothing (DDL, SELECT) must not report it.
        guard !statement.isReadOnly, sqlite3_total_changes64(handle) != changesBefore else { return 0 }
        return Int(sqlite3_changes64(handle))
    }

    func executeScript(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard result == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "SQLite error \(result)"
            throw SQLiteErrors.error(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    @discardableResult
    func transaction<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try runTransaction(body)
    }

    /// Whether `sql` leaves the database unchanged (prepares and caches it).
    func isReadOnly(_ sql: String) throws -> Bool { try statement(for: sql).isReadOnly }

    var isHealthy: Bool { true }

    func prepareForReuse() -> Bool {
        transactionDepth = 0
        if sqlite3_get_autocommit(handle) == 0 { try? executeScript("ROLLBACK") }
        return sqlite3_get_autocommit(handle) != 0
    }

    func close() {
        for statement in statements.removeAll() + retired { statement.finalize() }
        retired = []
        lastStatement = nil
        sqlite3_close_v2(handle)
    }

    private func statement(for sql: String) throws -> SQLiteStatement {
        if let lastStatement, lastStatement.sql == sql { return lastStatement }
        if let cached = statements.value(for: sql) {
            lastStatement = cached
            return cached
        }
        let statement = try SQLiteStatement(sql: sql, connection: handle)
        for dropped in statements.store(statement, for: sql) {
            if dropped.isStepping { retired.append(dropped) } else { dropped.finalize() }
        }
        lastStatement = statement
        return statement
    }

    /// The statement to run `sql` with: the cached one, unless a ``forEachRow(_:_:_:)`` around this
    /// call is stepping through it (the same SQL one level down, walking a tree), when one of its
    /// own (``SQLiteStatement/isOwn``), finalized when the call lets go of it.
    private func statement(forRunning sql: String) throws -> SQLiteStatement {
        let statement = try statement(for: sql)
        guard statement.isStepping else { return statement }
        return try SQLiteStatement(sql: sql, connection: handle, isOwn: true)
    }

    /// Finalizes the statements the cache dropped whose rows are no longer being stepped through.
    private func finalizeRetired() {
        retired.removeAll { dropped in
            guard !dropped.isStepping else { return false }
            dropped.finalize()
            return true
        }
    }
}
