/// One value as the database stores it: the five storage classes both SQLite and PostgreSQL agree on.
///
/// Write literals directly where a value is expected: `nil`, `42`, `1.5`, `"text"` and `true` (stored as
/// the integer 1) all become `SQLValue`s. Other Swift types convert through ``SQLValueConvertible``.
public enum SQLValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer (`INTEGER` in SQLite; `int2`/`int4`/`int8`, `oid`, `bool` and a whole
    /// `numeric` that fits, such as a sum of bigints, in PostgreSQL).
    case integer(Int64)
    /// A double-precision float (`REAL`; `float4`/`float8`/other `numeric`s, which may lose precision).
    /// Never NaN when bound: SQLite would keep it as `NULL`.
    case double(Double)
    /// UTF-8 text. Every PostgreSQL type without a dedicated case (uuid, timestamptz, …) arrives as text.
    case text(String)
    /// Raw bytes (`BLOB` in SQLite, `bytea` in PostgreSQL).
    case blob([UInt8])

    /// `true` for ``null``.
    public var isNull: Bool { self == .null }

    /// The name of the storage class, used in error messages that must not show the value itself.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .double: "double"
        case .text: "text"
        case .blob: "blob"
        }
    }
}

extension SQLValue: ExpressibleByNilLiteral {
    /// `nil` is SQL `NULL`.
    public init(nilLiteral: ()) { self = .null }
}

extension SQLValue: ExpressibleByIntegerLiteral {
    /// An integer literal is an ``integer(_:)``.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLValue: ExpressibleByFloatLiteral {
    /// A float literal is a ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension SQLValue: ExpressibleByStringLiteral {
    /// A string literal is ``text(_:)``.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLValue: ExpressibleByBooleanLiteral {
    /// A boolean literal is the integer 1 or 0, as both engines accept it for a boolean column.
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}

extension SQLValue {
    /// The error for a NaN bound as parameter `parameter`: SQLite would keep it as `NULL` without a
    /// word and PostgreSQL as NaN, so neither engine is given one.
    static func notANumber(parameter: Int, sql: String) -> SQLError {
        SQLError(.invalidValue, "parameter $\(parameter) is NaN, which SQLite would keep as NULL", sql: sql)
    }
}
