/// The SQL dialect of a database, with the few type names a portable migration needs.
///
/// <!-- example context:
/// func example(connection: any SQLConnection, dialect: SQLDialect) throws { EXAMPLE } -->
/// ```swift
/// try connection.execute("""
///     CREATE TABLE users (id \(dialect.uuidType) PRIMARY KEY, name TEXT NOT NULL)
///     """)
/// ```
public enum SQLDialect: String, Sendable, Hashable {
    /// SQLite 3.
    case sqlite
    /// PostgreSQL.
    case postgres

    /// Column type for a `UUID`: `TEXT` (upper-case text) on SQLite, `UUID` on PostgreSQL.
    public var uuidType: String { self == .sqlite ? "TEXT" : "UUID" }

    /// A 64-bit integer primary key the database fills in:
    /// `INTEGER PRIMARY KEY` / `BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY`.
    public var autoIncrementPrimaryKey: String {
        self == .sqlite ? "INTEGER PRIMARY KEY" : "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
    }

    /// Column type for `Int`/`Int64`: `INTEGER` / `BIGINT`.
    public var integerType: String { self == .sqlite ? "INTEGER" : "BIGINT" }

    /// Column type for `Double`: `REAL` / `DOUBLE PRECISION`.
    public var doubleType: String { self == .sqlite ? "REAL" : "DOUBLE PRECISION" }

    /// Column type for `Bool`: `INTEGER` (0/1) / `BOOLEAN`.
    public var booleanType: String { self == .sqlite ? "INTEGER" : "BOOLEAN" }

    /// Column type for `Date`: `TEXT` (ISO 8601, sorts in time order) / `TIMESTAMPTZ`.
    public var timestampType: String { self == .sqlite ? "TEXT" : "TIMESTAMPTZ" }

    /// Column type for bytes: `BLOB` / `BYTEA`.
    public var blobType: String { self == .sqlite ? "BLOB" : "BYTEA" }
}
