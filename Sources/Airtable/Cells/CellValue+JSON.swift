import AirtableModel
import Basics
import Courier
import Foundation

extension CellValue {
    /// Classifies a JSON cell (see ``CellValue``).
    init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .text(value)
        case .array(let values): self = Self.classify(values)
        case .object: self = .unknown(json)
        }
    }

    private static func classify(_ values: [JSONValue]) -> CellValue {
        if !values.isEmpty {
            let ids = values.compactMap(\.stringValue)
            if ids.count == values.count, ids.allSatisfy({ AirtableID.isValid($0, .record) }) {
                return .links(ids)
            }
            let files = values.compactMap(Self.attachment)
            if files.count == values.count { return .attachments(files) }
        }
        let cells = values.map(CellValue.init(json:))
        if cells.contains(where: { if case .unknown = $0 { true } else { false } }) {
            return .unknown(.array(values))
        }
        return .array(cells)
    }

    /// An attachment object: has an `att…` id or a `url`, and `filename`.
    private static func attachment(_ value: JSONValue) -> Attachment? {
        guard case .object(let fields) = value, fields["url"] != nil || fields["id"] != nil,
            fields["filename"] != nil || fields["size"] != nil
        else { return nil }
        return try? Attachment(json: value)
    }

    /// The JSON written for this cell.
    var json: JSONValue {
        switch self {
        case .null: .null
        case .text(let text), .day(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let value): .bool(value)
        case .date(let date): .string(CellDates.formatInstant(date))
        case .array(let values): .array(values.map(\.json))
        case .attachments(let files): .array(files.map(Self.json(of:)))
        case .links(let ids): .array(ids.map(JSONValue.string))
        case .unknown(let value): value
        }
    }

    /// A new attachment is written as `{url, filename?}`, a kept one as `{id}`.
    private static func json(of file: Attachment) -> JSONValue {
        if let id = file.id, file.url == nil { return .object(["id": .string(id)]) }
        var fields: [String: JSONValue] = [:]
        if let id = file.id { fields["id"] = .string(id) }
        if let url = file.url { fields["url"] = .string(url.absoluteString) }
        if let filename = file.filename { fields["filename"] = .string(filename) }
        return .object(fields)
    }
}

/// Airtable's date formats: instants as ISO 8601 with milliseconds, days as `yyyy-MM-dd`.
enum CellDates {
    static func formatInstant(_ date: Date) -> String { DateCoding.formatISO8601(date) }

    static func formatDay(_ date: Date) -> String { DateCoding.formatDay(date) }

    static func parse(_ text: String) -> Date? {
        DateCoding.parseISO8601(text) ?? DateCoding.parseDay(text)
    }
}
