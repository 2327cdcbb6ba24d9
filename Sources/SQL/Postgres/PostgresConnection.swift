import Basics
import CPostgres
import Foundation

/// One libpq connection with its cache of server-side prepared statements (keyed by SQL text).
///
/// Used by one thread at a time (the one that checked it out of the pool); not `Sendable`.
final class PostgresConnection: SQLConnection, TransactionScope, PooledConnection {
    private struct PreparedStatement {
        let name: String
        let parameterCount: Int
    }

    private static let cacheCapacity = 128
    private let handle: OpaquePointer
    /// Prepared statements by SQL text; the least recently used is deallocated to make room.
    private var statements = BoundedCache<String, PreparedStatement>(capacity: cacheCapacity)
    private var nextStatementNumber = 0
    var transactionDepth = 0
    let beginTransactionSQL = "BEGIN"

    /// Connects, in UTF-8 and the UTC time zone, and selects the configured schema.
    init(configuration: PostgresConfiguration) throws {
        var parameters = [
            ("host", configuration.host), ("port", String(configuration.port)),
            ("user", configuration.username),
            ("password", configuration.password), ("dbname", configuration.database),
            ("connect_timeout", String(max(2, configuration.connectTimeout.wholeSecondsRoundedUp))),
            ("client_encoding", "UTF8"), ("application_name", "courier"),
            // Whatever the role or database sets: times and numbers in the forms this side reads, and
            // how long a statement waits for another session's lock, or runs, before it fails.
            (
                "options",
                "-c TimeZone=UTC -c DateStyle=ISO -c extra_float_digits=3"
                    + " -c lock_timeout=\(configuration.lockTimeout.wholeMillisecondsRoundedUp)"
                    + " -c statement_timeout=\(configuration.statementTimeout.wholeMillisecondsRoundedUp)"
            ),
        ]
        if let sslMode = configuration.sslMode { parameters.append(("sslmode", sslMode.rawValue)) }
        guard let connection = Self.connect(parameters) else {
            throw SQLError(.unreachable, "out of memory while connecting to PostgreSQL")
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(connection))
            PQfinish(connection)
            throw SQLError(.unreachable, "cannot connect to \(configuration): \(message)")
        }
        handle = connection
        courier_pq_silence_notices(handle)
        if let schema = configuration.schema {
            do {
                try executeScript("SET search_path TO \(try quotedIdentifier(schema))")
            } catch {
                close()
                throw error
            }
        }
    }

    var cachedStatementCount: Int { statements.count }

    func query(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> [SQLRow] {
        let result = try run(sql, binds)
        defer { PQclear(result) }
        return PostgresRows.rows(of: result)
    }

    func forEachRow(_ sql: String, _ binds: [any SQLValueConvertible], _ body: (SQLRawRow) throws -> Void)
        throws
    {
        let result = try run(sql, binds)
        defer { PQclear(result) }
        let columnCount = Int(PQnfields(result))
        for row in 0..<PQntuples(result) {
            try body(SQLRawRow(source: .postgres(result: result, row: row), columnCount: columnCount))
        }
    }

    @discardableResult
    func execute(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> Int {
        let result = try run(sql, binds)
        defer { PQclear(result) }
        // PQcmdTuples also counts the rows of a SELECT; only changed rows count here, as on SQLite.
        let command = PQcmdStatus(result).map { String(cString: $0) } ?? ""
        guard ["INSERT", "UPDATE", "DELETE", "MERGE"].contains(where: { command.hasPrefix($0 + " ") }) else {
            return 0
        }
        return PQcmdTuples(result).flatMap { Int(String(cString: $0)) } ?? 0
    }

    func checkCommittable() throws {
        guard PQtransactionStatus(handle) != PQTRANS_INERROR else {
            throw SQLError(.other, "the transaction was rolled back, since a statement in it failed")
        }
    }

    func executeScript(_ sql: String) throws {
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        let status = result.map(PQresultStatus)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY else {
            throw PostgresErrors.error(result: result, connection: handle, sql: sql)
        }
    }

    @discardableResult
    func transaction<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try runTransaction(body)
    }

    /// Connected, and the idle socket has nothing to read: a backend that was terminated while idle has
    /// sent its farewell and closed the socket, which makes it readable.
    var isHealthy: Bool {
        guard PQstatus(handle) == CONNECTION_OK else { return false }
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) == 0
    }

    func prepareForReuse() -> Bool {
        transactionDepth = 0
        let status = PQtransactionStatus(handle)
        if status == PQTRANS_INTRANS || status == PQTRANS_INERROR { try? executeScript("ROLLBACK") }
        return PQstatus(handle) == CONNECTION_OK && PQtransactionStatus(handle) == PQTRANS_IDLE
    }

    func close() { PQfinish(handle) }

    /// Executes the cached statement for `sql`; the result must be cleared by the caller.
    private func run(_ sql: String, _ binds: [any SQLValueConvertible], retry: Bool = true) throws
        -> OpaquePointer
    {
        let statement = try prepared(sql)
        guard binds.count == statement.parameterCount else {
            throw SQLError(
                .misuse,
                "the statement uses \(statement.parameterCount) parameter(s) but \(binds.count) were bound",
                sql: sql)
        }
        let result = try PostgresParameters.withEncoded(binds, sql: sql) { values, lengths, formats in
            PQexecPrepared(handle, statement.name, Int32(binds.count), values, lengths, formats, 0)
        }
        let status = result.map(PQresultStatus)
        if let result, status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK { return result }
        let error = PostgresErrors.error(result: result, connection: handle, sql: sql)
        PQclear(result)
        // A cached plan whose result type changed after a schema change ("cached plan must not change
        // result type"): prepare again; outside a transaction, run it once more.
        if error.code == "0A000", let stale = statements.removeValue(for: sql) {
            deallocate(stale)
            if retry, PQtransactionStatus(handle) == PQTRANS_IDLE { return try run(sql, binds, retry: false) }
        }
        throw error
    }

    private func prepared(_ sql: String) throws -> PreparedStatement {
        if let cached = statements.value(for: sql) { return cached }
        let name = "courier_\(nextStatementNumber)"
        nextStatementNumber += 1
        let prepared = PQprepare(handle, name, sql, 0, nil)
        defer { PQclear(prepared) }
        guard let prepared, PQresultStatus(prepared) == PGRES_COMMAND_OK else {
            throw PostgresErrors.error(result: prepared, connection: handle, sql: sql)
        }
        let description = PQdescribePrepared(handle, name)
        defer { PQclear(description) }
        guard let description, PQresultStatus(description) == PGRES_COMMAND_OK else {
            let error = PostgresErrors.error(result: description, connection: handle, sql: sql)
            // Prepared but not cached: it would stay on the server, unused, until the connection ends.
            deallocate(PreparedStatement(name: name, parameterCount: 0))
            throw error
        }
        let statement = PreparedStatement(name: name, parameterCount: Int(PQnparams(description)))
        for dropped in statements.store(statement, for: sql) { deallocate(dropped) }
        return statement
    }

    /// Deallocates a statement dropped from the cache on the server (best effort: a failure only
    /// leaves an unused statement behind until the connection closes).
    private func deallocate(_ statement: PreparedStatement) {
        if PQtransactionStatus(handle) != PQTRANS_INERROR {
            try? executeScript("DEALLOCATE \(statement.name)")
        }
    }

    private func quotedIdentifier(_ identifier: String) throws -> String {
        guard let escaped = PQescapeIdentifier(handle, identifier, identifier.utf8.count) else {
            throw SQLError(.misuse, "invalid schema name: \(String(cString: PQerrorMessage(handle)))")
        }
        defer { PQfreemem(escaped) }
        return String(cString: escaped)
    }

    /// `PQconnectdbParams` with NUL-terminated keyword and value arrays.
    private static func connect(_ parameters: [(String, String)]) -> OpaquePointer? {
        let keywords = parameters.map { strdup($0.0) } + [nil]
        let values = parameters.map { strdup($0.1) } + [nil]
        defer {
            for pointer in keywords + values { free(pointer) }
        }
        return PQconnectdbParams(keywords.map { UnsafePointer($0) }, values.map { UnsafePointer($0) }, 0)
    }
}
