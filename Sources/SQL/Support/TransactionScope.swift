/// The state a connection keeps to implement ``SQLConnection/transaction(_:)`` with savepoints.
protocol TransactionScope: SQLConnection {
    /// How many ``SQLConnection/transaction(_:)`` calls are running on this connection.
    var transactionDepth: Int { get set }
    /// The statement that opens an outermost transaction (`BEGIN IMMEDIATE` on SQLite).
    var beginTransactionSQL: String { get }
    /// Throws when the outermost transaction cannot commit what it did: on PostgreSQL, a statement
    /// in it failed (its error caught), so a COMMIT would roll everything back and say so only in
    /// its tag. Nothing on SQLite, which commits the statements that succeeded.
    func checkCommittable() throws
}

extension TransactionScope {
    func checkCommittable() throws {}
}

extension TransactionScope {
    func runTransaction<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        let depth = transactionDepth
        let savepoint = "courier_savepoint_\(depth)"
        try executeScript(depth == 0 ? beginTransactionSQL : "SAVEPOINT \(savepoint)")
        transactionDepth = depth + 1
        defer { transactionDepth = depth }
        let rollback =
            depth == 0 ? "ROLLBACK" : "ROLLBACK TO SAVEPOINT \(savepoint); RELEASE SAVEPOINT \(savepoint)"
        let result: T
        do {
            result = try body(self)
        } catch {
            try? executeScript(rollback)
            throw error
        }
        do {
            if depth == 0 { try checkCommittable() }
            try executeScript(depth == 0 ? "COMMIT" : "RELEASE SAVEPOINT \(savepoint)")
        } catch {
            try? executeScript(rollback)
            throw error
        }
        return result
    }
}
