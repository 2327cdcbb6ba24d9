import Basics
import Foundation
import HTTPServer
import SQL
import TILModels

extension JSONWriter {
    private enum AcronymKeys {
        static let id = Key("id")
        static let short = Key("short")
        static let long = Key("long")
        static let user = Key("user")
    }

    /// Writes an acronym row (columns as ``Acronym/columns``) exactly as `Acronym.write(to:)` writes
    /// the model, without building the model.
    mutating func acronym(row: SQLRawRow) {
        object { json in
            json.key(AcronymKeys.id)
            json.value(uuidTextOrNull: row.text(at: 0))
            json.key(AcronymKeys.short)
            json.value(utf8OrNull: row.text(at: 1))
            json.key(AcronymKeys.long)
            json.value(utf8OrNull: row.text(at: 2))
            json.key(AcronymKeys.user)
            json.object {
                $0.key(AcronymKeys.id)
                $0.value(uuidTextOrNull: row.text(at: 3))
            }
        }
    }

    private mutating func value(utf8OrNull text: UnsafeBufferPointer<UInt8>?) {
        if let text { value(utf8: text) } else { null() }
    }

    private mutating func value(uuidTextOrNull text: UnsafeBufferPointer<UInt8>?) {
        if let text { value(uuidText: text) } else { null() }
    }
}

extension AcronymStore {
    /// The acronyms of `list` as a `200` JSON array, written straight from the rows.
    func jsonResponse(_ list: AcronymList) throws -> Response {
        try .json { json in
            try json.array { json in
                try forEach(in: list) { json.acronym(row: $0) }
            }
        }
    }

    /// Acronym `id` as a `200` JSON object written straight from its row, or `nil` if there is none.
    func jsonResponse(id: UUID) throws -> Response? {
        var found = false
        let response = try Response.json(capacity: 256) { json in
            found = try withRow(id) { json.acronym(row: $0) }
        }
        return found ? response : nil
    }
}
