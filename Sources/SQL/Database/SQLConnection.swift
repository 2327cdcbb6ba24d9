/// A connection handed to a closure by ``Database/read(_:)``, ``Database/write(_:)`` or
/// ``Database/transaction(_:)``. Use it only inside that closure and only on that thread.
///
/// SQL is written once for both engines with numbered placeholders `$1`, `$2`, …; `binds[0]` is `$1`.
/// A placeholder may repeat and appear in any order. Every value is bound, never spliced into the SQL.
/// On PostgreSQL the parameter types are inferred from the statement: where the context does not say
/// (`SELECT $1`), cast (`$1::bigint`).
public protocol SQLConnection: AnyObject {
    /// Runs one statement and returns all its rows (also for `INSERT … RETURNING`).
    ///
    /// - Throws: ``SQLError``; kind ``SQLError/Kind/misuse`` when `binds.count` does not match the
    ///   placeholders, ``SQLError/Kind/syntax`` for several statements in one string.
    func query(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> [SQLRow]

    /// Runs one statement and hands each row, in place, to `body` (see ``SQLRawRow``): for hot paths
    /// that write rows straight out instead of collecting ``SQLRow``s.
    func forEachRow(_ sql: String, _ binds: [any SQLValueConvertible], _ body: (SQLRawRow) throws -> Void)
        throws
    /// Runs one statement and returns the number of rows it inserted, updated or deleted (0 for others).
    @discardableResult
    func execute(_ sql: String, _ binds: [any SQLValueConvertible]) throws -> Int

    /// Runs SQL text that may hold several statements separated by `;`, without parameters — for schema
    /// scripts in migrations. Nothing is cached.
    func executeScript(_ sql: String) throws

    /// Runs `body` in a transaction on this connection: `BEGIN` … `COMMIT`, or `ROLLBACK` when `body`
    /// throws (the error is rethrown). Nested calls use savepoints, so an inner failure that is caught
    /// undoes only the inner work.
    @discardableResult
    func transaction<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// How many prepared statements this connection holds in its cache (for diagnostics and tests).
    var cachedStatementCount: Int { get }
}

extension SQLConnection {
    /// ``query(_:_:)`` without parameters.
    public func query(_ sql: String) throws -> [SQLRow] { try query(sql, []) }

    /// ``execute(_:_:)`` without parameters.
    @discardableResult
    public func execute(_ sql: String) throws -> Int { try execute(sql, []) }

    /// The first row of ``query(_:_:)``, or `nil` when there is none.
    public func queryFirst(_ sql: String, _ binds: [any SQLValueConvertible] = []) throws -> SQLRow? {
        try query(sql, binds).first
    }
}
