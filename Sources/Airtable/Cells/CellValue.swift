import AirtableModel
import Basics
import Foundation

/// One cell, untyped: for code that reads tables it does not model, and for partial updates
/// (`PATCH`), where only the named fields change and ``null`` clears one.
///
/// Reading, Airtable's JSON becomes: `null` → ``null``; strings (text, long text, single select,
/// dates, URLs…) → ``text(_:)``; numbers → ``number(_:)``; `true` → ``bool(_:)``; arrays of record ids
/// → ``links(_:)``; arrays of attachment objects → ``attachments(_:)``; other arrays (multiple
/// selects, lookups) → ``array(_:)``; anything else (collaborators, barcodes, AI text…) →
/// ``unknown(_:)``, kept intact. Airtable omits empty cells, so a missing checkbox means `false`.
///
/// Writing, ``date(_:)`` sends an ISO 8601 instant and ``day(_:)`` a `yyyy-MM-dd` date.
public enum CellValue: Sendable, Hashable, Codable {
    /// Clears the cell when written.
    case null
    case text(String)
    case number(Double)
    case bool(Bool)
    /// An instant, written as `2024-05-01T12:00:00.000Z` (dateTime fields).
    case date(Date)
    /// A calendar day, written as `yyyy-MM-dd` (date fields).
    case day(String)
    /// Multiple selects and lookups: a list of values.
    case array([CellValue])
    case attachments([Attachment])
    /// Linked records: their `rec…` ids.
    case links([String])
    /// A value this type does not model, kept as JSON.
    case unknown(JSONValue)

    public init(from decoder: any Decoder) throws {
        self = CellValue(json: try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension CellValue {
    /// The text, when the cell holds text (or a day).
    public var textValue: String? {
        switch self {
        case .text(let text), .day(let text): text
        default: nil
        }
    }

    /// The number, when the cell holds one.
    public var numberValue: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// The checkbox state; an absent or cleared checkbox is `false`.
    public var boolValue: Bool {
        switch self {
        case .bool(let value): value
        case .number(let number): number != 0
        default: false
        }
    }

    /// The date, for date (`yyyy-MM-dd`, midnight UTC) and dateTime cells.
    public var dateValue: Date? {
        switch self {
        case .date(let date): date
        case .text(let text), .day(let text): CellDates.parse(text)
        default: nil
        }
    }

    /// The linked record ids (an empty list for anything else).
    public var linkedRecordIDs: [String] {
        if case .links(let ids) = self { ids } else { [] }
    }

    /// The files (an empty list for anything else).
    public var attachmentValues: [Attachment] {
        if case .attachments(let files) = self { files } else { [] }
    }

    /// The texts of a multiple-select cell (an empty list for anything else).
    public var textValues: [String] {
        guard case .array(let values) = self else { return textValue.map { [$0] } ?? [] }
        return values.compactMap(\.textValue)
    }
}
