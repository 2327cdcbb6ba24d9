import AirtableFormula
import AirtableModel
import Basics
import Foundation

/// Cells as text: the plain display value used for linked records' primary values, and the
/// `cellFormat=string` rendering (a simplified, documented-as-unstable version of Airtable's).
struct CellText: Sendable {
    /// The zone and locale of a `cellFormat=string` request.
    var timeZone: TimeZone
    var locale: String

    /// A cell as plain text: strings as they are, numbers without a needless `.0`, arrays joined.
    static func plain(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "checked" : ""
        case .number(let number): NumberText.format(number)
        case .string(let text): text
        case .array(let items): items.map(plain).joined(separator: ", ")
        case .object(let object):
            object["name"]?.stringValue ?? object["filename"]?.stringValue ?? object["text"]?.stringValue
                ?? object["email"]?.stringValue ?? object["id"]?.stringValue ?? ""
        }
    }

    /// A cell of `field` as Airtable's string format shows it. `linkedNames` gives linked records'
    /// primary values.
    func render(_ value: JSONValue, field: FieldSchema, linkedNames: (String) -> String) -> String {
        // A formula's or rollup's error and special values read as their words: `#ERROR!`, `NaN`.
        if case .object(let object) = value,
            let word = object["error"]?.stringValue ?? object["specialValue"]?.stringValue
        {
            return word
        }
        let options = field.options
        switch (field.type, value) {
        case (.number, .number(let number)), (.rating, .number(let number)),
            (.autoNumber, .number(let number)),
            (.count, .number(let number)):
            return fixed(number, options?["precision"]?.numberValue)
        case (.currency, .number(let number)):
            let symbol = options?["symbol"]?.stringValue ?? FieldOptionRules.defaultCurrencySymbol
            let precision =
                options?["precision"]?.numberValue ?? Double(FieldOptionRules.defaultCurrencyPrecision)
            return number < 0
                ? "-\(symbol)\(fixed(-number, precision))" : "\(symbol)\(fixed(number, precision))"
        case (.percent, .number(let number)):
            return fixed(number * 100, options?["precision"]?.numberValue) + "%"
        case (.duration, .number(let number)):
            return Self.duration(number, format: options?["durationFormat"]?.stringValue ?? "h:mm")
        case (.date, .string(let text)):
            return Timestamps.parse(text).map { date(of: $0, format: options, zone: .gmt) } ?? text
        case (.dateTime, .string(let text)), (.createdTime, .string(let text)),
            (.lastModifiedTime, .string(let text)):
            guard let instant = Timestamps.parse(text) else { return text }
            let format = options?["result"]?["options"] ?? options
            let zone =
                format?["timeZone"]?.stringValue.flatMap { $0 == "client" ? nil : TimeZone(identifier: $0) }
                ?? timeZone
            if field.type != .dateTime && field.resultType == .date {
                return date(of: instant, format: format, zone: zone)
            }
            return date(of: instant, format: format, zone: zone) + " "
                + time(of: instant, format: format, zone: zone)
        case (.multipleRecordLinks, .array(let ids)):
            return ids.compactMap(\.stringValue).map(linkedNames).joined(separator: ", ")
        case (.multipleAttachments, .array(let items)):
            return items.map { item in
                "\(item["filename"]?.stringValue ?? "") (\(item["url"]?.stringValue ?? ""))"
            }.joined(separator: ", ")
        case (.checkbox, .bool(let flag)):
            return flag ? "checked" : ""
        default:
            return Self.plain(value)
        }
    }

    /// `number` with `precision` decimal places, held to the places Airtable allows
    /// (``FieldOptionRules/precision``) whatever a schema file says.
    private func fixed(_ number: Double, _ precision: Double?) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-Infinity" : "Infinity" }
        // Negative zero reads as zero, as it lists.
        let number = number == 0 ? 0 : number
        guard let precision, precision.isFinite else { return NumberText.format(number) }
        let allowed = FieldOptionRules.precision
        let places = Int(max(Double(allowed.lowerBound), min(Double(allowed.upperBound), precision)))
        return String(format: "%.\(places)f", number)
    }

    /// A duration in seconds per the field's `durationFormat`: `h:mm`, `h:mm:ss`, or `h:mm:ss.S` to
    /// `h:mm:ss.SSS` (`-` first when negative and not shown as zero). One too long for a clock to
    /// show stays a plain number.
    static func duration(_ seconds: Double, format: String) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return NumberText.format(seconds) }
        let showsSeconds = format.hasPrefix("h:mm:ss")
        let places = showsSeconds ? min(3, format.split(separator: ".").dropFirst().first?.count ?? 0) : 0
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let units = Int((abs(seconds) * Double(scale)).rounded())
        let whole = units / scale
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        var text = "\(whole / 3600):\(twoDigits((whole % 3600) / 60))"
        if showsSeconds {
            text += ":\(twoDigits(whole % 60))"
            if places > 0 {
                let fraction = String(units % scale)
                text += "." + String(repeating: "0", count: places - fraction.count) + fraction
            }
        }
        let shownAsZero = showsSeconds ? units == 0 : whole < 60
        return (seconds < 0 && !shownAsZero ? "-" : "") + text
    }

    /// The date part per the field's `dateFormat` (`local`, `friendly`, `us`, `european`, `iso`).
    private func date(of instant: Timestamp, format: JSONValue?, zone: TimeZone) -> String {
        let parts = CivilDateTime(instant, in: zone)
        let (year, month, day) = (parts.year, parts.month, parts.day)
        let name = format?["dateFormat"]?["name"]?.stringValue ?? "local"
        switch name {
        case "iso": return Day(daysSinceEpoch: parts.daysSinceEpoch).iso
        case "us": return "\(month)/\(day)/\(year)"
        case "european": return "\(day)/\(month)/\(year)"
        case "friendly": return "\(Day.englishMonthNames[max(0, min(11, month - 1))]) \(day), \(year)"
        default:
            return locale.lowercased().hasSuffix("us") ? "\(month)/\(day)/\(year)" : "\(day)/\(month)/\(year)"
        }
    }

    /// The time part per the field's `timeFormat` (`12hour` → `9:05pm`, `24hour` → `21:05`).
    private func time(of instant: Timestamp, format: JSONValue?, zone: TimeZone) -> String {
        let parts = CivilDateTime(instant, in: zone)
        let (hour, minute) = (parts.hour, parts.minute)
        let name =
            format?["timeFormat"]?["name"]?.stringValue
            ?? (locale.lowercased().hasSuffix("us") ? "12hour" : "24hour")
        if name == "24hour" { return String(format: "%02d:%02d", hour, minute) }
        return String(format: "%d:%02d", hour % 12 == 0 ? 12 : hour % 12, minute) + (hour < 12 ? "am" : "pm")
    }
}
