/// A Swift type that can be bound as a statement parameter and read back from a row.
///
/// Conversions (see each conformance for details):
///
/// | Swift type | stored as | also read from |
/// |---|---|---|
/// | `String` | text | — |
/// | `Int`, `Int64` | integer | a double with an exact integer value (e.g. PostgreSQL `sum`) |
/// | `Double` | double | integer |
/// | `Bool` | integer 0/1 | any integer (non-zero is `true`) |
/// | `UUID` | text, upper-case | text in any case |
/// | `Date` | ISO 8601 text in UTC with microseconds | PostgreSQL `timestamptz` text; integer/double epoch seconds |
/// | `[UInt8]`, `Data` | blob | — |
/// | `Optional` | `NULL` for `nil` | `NULL` |
public protocol SQLValueConvertible {
    /// The value to bind.
    var sqlValue: SQLValue { get }

    /// Reads a value back; `nil` when the stored value cannot represent `Self`.
    init?(sqlValue: SQLValue)
}

extension SQLValue: SQLValueConvertible {
    /// A value is its own SQL value.
    public var sqlValue: SQLValue { self }

    /// Any stored value reads back unchanged.
    public init?(sqlValue: SQLValue) { self = sqlValue }
}

extension String: SQLValueConvertible {
    /// Stored as text.
    public var sqlValue: SQLValue { .text(self) }

    /// Reads text only.
    public init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue else { return nil }
        self = text
    }
}

extension Int64: SQLValueConvertible {
    /// Stored as an integer.
    public var sqlValue: SQLValue { .integer(self) }

    /// Reads an integer, or a double holding an exact integer.
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .integer(let value): self = value
        case .double(let value):
            guard let exact = Int64(exactly: value) else { return nil }
            self = exact
        default: return nil
        }
    }
}

extension Int: SQLValueConvertible {
    /// Stored as an integer.
    public var sqlValue: SQLValue { .integer(Int64(self)) }

    /// Reads like `Int64`, failing when the value does not fit.
    public init?(sqlValue: SQLValue) {
        guard let wide = Int64(sqlValue: sqlValue), let value = Int(exactly: wide) else { return nil }
        self = value
    }
}

extension Double: SQLValueConvertible {
    /// Stored as a double.
    public var sqlValue: SQLValue { .double(self) }

    /// Reads a double or an integer.
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .double(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLValueConvertible {
    /// Stored as the integer 1 or 0 (PostgreSQL accepts both for a `boolean` column).
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }

    /// Reads an integer: non-zero is `true`. PostgreSQL `bool` columns arrive as 1 or 0.
    public init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self = value != 0
    }
}

extension [UInt8]: SQLValueConvertible {
    /// Stored as a blob.
    public var sqlValue: SQLValue { .blob(self) }

    /// Reads a blob only.
    public init?(sqlValue: SQLValue) {
        guard case .blob(let bytes) = sqlValue else { return nil }
        self = bytes
    }
}

extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
    /// `nil` is stored as `NULL`.
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }

    /// `NULL` reads as `nil`; anything else must convert to `Wrapped`.
    public init?(sqlValue: SQLValue) {
        if sqlValue.isNull {
            self = .none
        } else if let wrapped = Wrapped(sqlValue: sqlValue) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
}
