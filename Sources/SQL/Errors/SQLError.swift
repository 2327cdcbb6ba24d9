/// An error from the SQL module: what went wrong in terms a server can map to a status, the engine's
/// message, and the statement — never the bound values, which may be passwords or tokens.
public struct SQLError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: String, Sendable, Hashable {
        /// A unique or primary-key constraint rejected the row (SQLSTATE 23505). Usually a 409.
        case uniqueViolation
        /// A foreign-key constraint rejected the change (23503). Usually a 400/409.
        case foreignKeyViolation
        /// A `NOT NULL` column got `NULL` (23502).
        case notNullViolation
        /// A `CHECK` constraint failed (23514).
        case checkViolation
        /// The database stayed locked or busy past the timeout, a lock or serialization conflict, or no
        /// pooled connection became free in time. Retrying later may succeed (a 503).
        case busy
        /// No connection could be opened: the server is down or starting up, refuses more
        /// connections or the login, or the file cannot be opened. Nothing was sent, so trying again
        /// later is safe (a 503 with `retry-after`).
        case unreachable
        /// The connection was lost while a statement ran: a write may or may not have been made.
        case connection
        /// The statement is not valid SQL or names unknown tables or columns.
        case syntax
        /// The API was used wrongly: wrong number of parameters, nested access to the database from inside
        /// one of its closures, a write inside `read`, use after `close()`.
        case misuse
        /// A row value could not be read as the requested Swift type.
        case decoding
        /// A bound value the engine cannot take: text holding a NUL character on PostgreSQL, text
        /// that is not a value of the column's type, a number out of range, a value too big
        /// (PostgreSQL's SQLSTATE class 22; SQLite's `MISMATCH` and `TOOBIG`). The caller's data,
        /// so a server answers 400 unless it refused the value sooner.
        case invalidValue
        /// Anything else the engine reported (I/O errors, a full disk, missing privileges, …).
        case other
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// The engine's message, or the module's own explanation.
    public let message: String
    /// The statement that failed, when there was one (parameters appear as `$1`, `$2`, … only).
    public let sql: String?
    /// The engine's code: a PostgreSQL SQLSTATE such as `23505`, or `SQLITE_<extended result code>`.
    public let code: String?

    /// Creates an error; the SQL module and adapters built on it use this.
    public init(_ kind: Kind, _ message: String, sql: String? = nil, code: String? = nil) {
        self.kind = kind
        self.message = message
        self.sql = sql
        self.code = code
    }

    /// `kind: message (code) — SQL: …`, on one line.
    public var description: String {
        var text = "\(kind.rawValue): \(message.trimmingTrailingWhitespace)"
        if let code { text += " (\(code))" }
        if let sql { text += " — SQL: \(sql)" }
        return text
    }
}

extension String {
    /// Engine messages often end in a newline.
    fileprivate var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
