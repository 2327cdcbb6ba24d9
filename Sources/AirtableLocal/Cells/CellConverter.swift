import AirtableFormula
import AirtableModel
import Basics
import Foundation

/// Turns a value written by a client into the cell stored for a field, checking it against the
/// field's type, or converting it first when the request asked for `typecast`.
///
/// Stored forms: text types → string; numeric types → number; checkbox → `true` (unchecked is
/// absent); date → `YYYY-MM-DD`; dateTime → UTC ISO text with milliseconds; selects → choice names;
/// linked records → record ids; attachments → objects with ids; barcode → `{text, type?}`;
/// collaborators → `{id?, email?, name?}` (one, or a list). `nil` means the cell is empty.
struct CellConverter {
    var field: FieldSchema
    var typecast: Bool

    func convert(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        if field.type.isComputed { throw .computed(field.name) }
        if value.isNull { return nil }
        switch field.type {
        case _ where field.type.isText: return try text(value)
        case .rating: return try rating(value)
        case _ where field.type.isNumber: return try number(value)
        case .checkbox: return try checkbox(value)
        case .date, .dateTime: return try date(value)
        case .barcode: return try barcode(value)
        case .singleCollaborator: return try collaborator(value)
        case .multipleCollaborators:
            guard let items = value.arrayValue else { throw .cannotAccept(field.name) }
            var people: [JSONValue] = []
            for item in items {
                guard let person = try collaborator(item) else { throw .cannotAccept(field.name) }
                if !people.contains(person) { people.append(person) }
            }
            return people.isEmpty ? nil : .array(people)
        default: return value
        }
    }

    /// A user as Airtable writes one, `{"id": "usr…"}` or `{"email": "…"}` (a `name` read with it is
    /// kept, so a cell read can be written back); with no user directory here, the user is kept as
    /// given rather than looked up.
    private func collaborator(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        guard let object = value.objectValue else { throw .cannotAccept(field.name) }
        var person: [String: JSONValue] = [:]
        for key in ["id", "email", "name"] {
            switch object[key] {
            case nil, .null?: break
            case .string(let text)? where !text.isEmpty: person[key] = .string(text)
            default: throw .cannotAccept(field.name)
            }
        }
        guard person["id"] != nil || person["email"] != nil else { throw .cannotAccept(field.name) }
        return .object(person)
    }

    /// `{"text": "…", "type": "upce"}` (the type may be left out); with `typecast`, text alone.
    private func barcode(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        if typecast, case .string(let text) = value {
            return text.isEmpty ? nil : .object(["text": .string(text)])
        }
        guard let object = value.objectValue, case .string(let text)? = object["text"],
            object.keys.allSatisfy({ $0 == "text" || $0 == "type" })
        else { throw .cannotAccept(field.name) }
        var barcode: [String: JSONValue] = ["text": .string(text)]
        switch object["type"] {
        case nil, .null?: break
        case .string(let type)?: barcode["type"] = .string(type)
        default: throw .cannotAccept(field.name)
        }
        return .object(barcode)
    }

    private func text(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        switch value {
        case .string(let text): return text.isEmpty ? nil : .string(text)
        case .number(let number) where typecast: return .string(NumberText.format(number))
        case .bool(let flag) where typecast: return .string(flag ? "true" : "false")
        case .array(let items) where typecast:
            // Each item as a cell of its own, a list within a list too; an object is refused, not
            // left out.
            var texts: [String] = []
            for item in items where item != .null {
                if let text = try self.text(item)?.stringValue { texts.append(text) }
            }
            return texts.isEmpty ? nil : .string(texts.joined(separator: ", "))
        default: throw .cannotAccept(field.name)
        }
    }

    private func number(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        switch value {
        case .number(let number):
            guard number.isFinite else { throw .cannotAccept(field.name) }
            return .number(number)
        case .string(let text) where typecast:
            let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")
            if trimmed.isEmpty { return nil }
            let digits = trimmed.hasSuffix("%") ? String(trimmed.dropLast()) : trimmed
            // Decimal digits only: `Double` also reads hexadecimal ("0x10").
            let plain = digits.filter { !"$€£¥".contains($0) }
            guard plain.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }),
                var number = Double(plain), number.isFinite
            else {
                throw .invalidValue(
                    "Cannot parse value \"\(AirtableError.echo(text))\" for field \(field.name)")
            }
            if trimmed.hasSuffix("%") && field.type == .percent { number /= 100 }
            return .number(number)
        case .bool(let flag) where typecast: return .number(flag ? 1 : 0)
        default: throw .cannotAccept(field.name)
        }
    }

    /// A number of stars (or hearts…): Airtable's field model says "a positive integer", and "a
    /// rating cannot be 0"; no more than the field's `max`.
    private func rating(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        guard let cell = try number(value) else { return nil }
        let most = field.options?["max"]?.numberValue ?? Double(FieldOptionRules.ratingMax.upperBound)
        guard let stars = cell.numberValue, stars >= 1, stars <= most, stars == stars.rounded() else {
            throw .cannotAccept(field.name)
        }
        return cell
    }

    private func checkbox(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        switch value {
        case .bool(let flag): return flag ? .bool(true) : nil
        case .string(let text) where typecast:
            switch text.lowercased().trimmingCharacters(in: .whitespaces) {
            case "", "false", "0", "no", "off", "unchecked": return nil
            case "true", "1", "yes", "on", "checked", "x": return .bool(true)
            default:
                throw .invalidValue(
                    "Cannot parse value \"\(AirtableError.echo(text))\" for field \(field.name)")
            }
        case .number(let number) where typecast: return number != 0 ? .bool(true) : nil
        default: throw .cannotAccept(field.name)
        }
    }

    private func date(_ value: JSONValue) throws(AirtableError) -> JSONValue? {
        guard case .string(let text) = value else { throw .cannotAccept(field.name) }
        if text.isEmpty { return nil }
        guard let date = Timestamps.parse(text, zone: zone) else {
            throw .invalidValue(
                "Cannot parse date value \"\(AirtableError.echo(text))\" for field \(field.name)")
        }
        // Moved to UTC (or to the field's day), a time near the ends of the years 0000 to 9999 can
        // leave them, and would be written as text no reader takes.
        func outside() -> AirtableError {
            .invalidValue(
                "Date value \"\(AirtableError.echo(text))\" for field \(field.name) is outside the years 0000 to 9999"
            )
        }
        if field.type == .date {
            // A date-time given for a date field keeps its calendar day in the field's zone.
            if text.count == 10 { return .string(text) }
            guard let day = Self.day(of: date, in: zone) else { throw outside() }
            return .string(day)
        }
        guard Timestamps.fourDigitYears.contains(date.milliseconds) else { throw outside() }
        return .string(date.iso8601)
    }

    /// The zone a date-time without an offset is read in: the field's `timeZone` option, else UTC.
    private var zone: TimeZone {
        guard let name = field.options?["timeZone"]?.stringValue, name != "client" else { return .gmt }
        return TimeZone.named(name) ?? .gmt
    }

    /// `YYYY-MM-DD` of `time` in `zone`; `nil` outside the years 0000 to 9999, which that text
    /// cannot hold.
    static func day(of time: Timestamp, in zone: TimeZone) -> String? {
        let local = CivilDateTime(time, in: zone)
        guard (0...9999).contains(local.year) else { return nil }
        return Day(daysSinceEpoch: local.daysSinceEpoch).iso
    }
}
