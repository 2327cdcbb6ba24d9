import Basics
import Foundation

extension UUID: SQLValueConvertible {
    /// Stored as upper-case text (`TEXT` in SQLite; a PostgreSQL `uuid` column accepts it).
    public var sqlValue: SQLValue { .text(uppercaseText) }

    /// Reads text in either case (PostgreSQL returns `uuid` values in lower case).
    public init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let uuid = UUID(parsing: text) else { return nil }
        self = uuid
    }
}

extension Date: SQLValueConvertible {
    /// Stored as ISO 8601 text in UTC with microseconds, e.g. `2024-05-01T12:30:00.250000Z`: fixed width,
    /// so text order is time order, and a PostgreSQL `timestamptz` column accepts it.
    /// Precision is one microsecond.
    public var sqlValue: SQLValue { .text(ISO8601.text(self)) }

    /// Reads ISO 8601 text or PostgreSQL's `timestamptz` output (`2024-05-01 12:30:00.25+00`), or a
    /// number of seconds since 1970 (integer or double).
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .text(let text):
            guard let date = ISO8601.date(text) else { return nil }
            self = date
        case .integer(let seconds): self = Date(timeIntervalSince1970: Double(seconds))
        case .double(let seconds): self = Date(timeIntervalSince1970: seconds)
        default: return nil
        }
    }
}

extension Data: SQLValueConvertible {
    /// Stored as a blob.
    public var sqlValue: SQLValue { .blob([UInt8](self)) }

    /// Reads a blob only.
    public init?(sqlValue: SQLValue) {
        guard case .blob(let bytes) = sqlValue else { return nil }
        self = Data(bytes)
    }
}
