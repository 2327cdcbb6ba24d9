import Basics
import Foundation

/// The option values Airtable accepts when a field is created through the Metadata API, for the
/// options it constrains: decimal places, a rating's size, a duration's format, select choices, the
/// date and time formats and time zone, a checkbox's and a rating's icon and colour, a link's
/// tables. airtable-local refuses anything else with Airtable's `INVALID_FIELD_TYPE_OPTIONS_FOR_CREATE`,
/// so a table never holds a field its listings cannot show.
public enum FieldOptionRules {
    /// The decimal places of a number or a percent.
    public static let precision = 0...8
    /// The decimal places of a currency.
    public static let currencyPrecision = 0...7
    /// How many icons a rating shows.
    public static let ratingMax = 1...10
    /// The ways a duration is shown.
    public static let durationFormats: Set<String> = [
        "h:mm", "h:mm:ss", "h:mm:ss.S", "h:mm:ss.SS", "h:mm:ss.SSS",
    ]
    /// A date's formats: each name with the moment.js format Airtable gives it (a format given with
    /// a name must be that one; a field read back always has it).
    public static let dateFormats: [String: String] = [
        "local": "l", "friendly": "LL", "us": "M/D/YYYY", "european": "D/M/YYYY", "iso": "YYYY-MM-DD",
    ]
    /// A time's formats, by name, as ``dateFormats``.
    public static let timeFormats: [String: String] = ["12hour": "h:mma", "24hour": "HH:mm"]
    /// The icons a checkbox shows.
    public static let checkboxIcons: Set<String> = [
        "check", "xCheckbox", "star", "heart", "thumbsUp", "flag", "dot",
    ]
    /// The icons a rating shows.
    public static let ratingIcons: Set<String> = ["star", "heart", "thumbsUp", "flag", "dot"]
    /// The colours of a checkbox's or a rating's icon.
    public static let iconColors: Set<String> = [
        "yellowBright", "orangeBright", "redBright", "pinkBright", "purpleBright", "blueBright", "cyanBright",
        "tealBright", "greenBright", "grayBright",
    ]
    /// The colours of a select's choices: ten hues, each light (`Light2`, `Light1`), bright and dark
    /// (`Dark1`).
    public static let choiceColors: Set<String> = Set(
        ["blue", "cyan", "teal", "green", "yellow", "orange", "red", "pink", "purple", "gray"].flatMap {
            hue in
            ["Light2", "Light1", "Bright", "Dark1"].map { hue + $0 }
        })
    /// The time zones a dateTime may be shown in besides the IANA names: the reader's, and UTC.
    public static let namedTimeZones: Set<String> = ["client", "utc"]

    /// What is wrong with `options` for a field of `type`, in words, or `nil` when Airtable takes
    /// them. Options no rule here names are left to the caller.
    public static func problem(with options: [String: JSONValue], for type: FieldType) -> String? {
        switch type {
        case .number, .percent:
            return wholeNumber(options["precision"], in: precision, named: "precision")
        case .currency:
            if let symbol = options["symbol"], symbol.stringValue == nil { return "symbol must be a string" }
            return wholeNumber(options["precision"], in: currencyPrecision, named: "precision")
        case .rating:
            return wholeNumber(options["max"], in: ratingMax, named: "max")
                ?? name(options["icon"], in: ratingIcons, named: "icon")
                ?? name(options["color"], in: iconColors, named: "color")
        case .checkbox:
            return name(options["icon"], in: checkboxIcons, named: "icon")
                ?? name(options["color"], in: iconColors, named: "color")
        case .duration:
            return name(options["durationFormat"], in: durationFormats, named: "durationFormat")
        case .date, .dateTime:
            return format(options["dateFormat"], in: dateFormats, named: "dateFormat")
                ?? format(options["timeFormat"], in: timeFormats, named: "timeFormat")
                ?? options["timeZone"].flatMap(timeZone)
        case .singleSelect, .multipleSelects:
            return choices(options["choices"])
        case .multipleRecordLinks:
            if let table = options["linkedTableId"], table.stringValue == nil {
                return "linkedTableId must be a string"
            }
            // The inverse field is made with the link; one named here would point anywhere.
            return options["inverseLinkFieldId"] == nil
                ? nil : "inverseLinkFieldId is made with the field, not given"
        default:
            return nil
        }
    }

    private static func wholeNumber(_ value: JSONValue?, in range: ClosedRange<Int>, named name: String)
        -> String?
    {
        guard let value else { return nil }
        guard let number = value.numberValue, number == number.rounded(),
            Double(range.lowerBound) <= number, number <= Double(range.upperBound)
        else {
            return "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
        return nil
    }

    private static func name(_ value: JSONValue?, in names: Set<String>, named option: String) -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue, names.contains(text) else {
            return "\(option) must be one of \(names.sorted().joined(separator: ", "))"
        }
        return nil
    }

    /// A dateTime's zone: `client`, `utc` or an IANA name such as `Europe/Paris`.
    private static func timeZone(_ value: JSONValue) -> String? {
        guard let name = value.stringValue else { return "timeZone must be a string" }
        guard namedTimeZones.contains(name) || TimeZone(identifier: name) != nil else {
            return "timeZone must be client, utc or an IANA time zone name such as Europe/Paris"
        }
        return nil
    }

    /// A date or time format: `{"name": …, "format"?: …}`, the format the one of that name.
    private static func format(_ value: JSONValue?, in formats: [String: String], named option: String)
        -> String?
    {
        guard let value else { return nil }
        guard value.objectValue != nil, value["name"] != nil else {
            return "\(option) must be an object with a name"
        }
        if let problem = name(value["name"], in: Set(formats.keys), named: "\(option).name") {
            return problem
        }
        guard let given = value["format"] else { return nil }
        let name = value["name"]?.stringValue ?? ""  // one of the formats' names, checked above
        let format = formats[name, default: ""]
        return given.stringValue == format
            ? nil : "\(option).format must be \"\(format)\" for \(name), or left out"
    }

    /// Choices: each a name, or an object with a name (and an optional colour, one of
    /// ``choiceColors``); no name twice, so a cell written by name finds one choice.
    private static func choices(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        guard let items = value.arrayValue else { return "choices must be an array" }
        var names: Set<String> = []
        for item in items {
            let name = item.stringValue ?? item["name"]?.stringValue
            guard let name, !name.isEmpty else { return "each choice needs a non-empty name" }
            guard names.insert(name).inserted else {
                return "choice \"\(AirtableError.echo(name))\" is given twice"
            }
            if let color = item["color"],
                let problem = Self.name(color, in: choiceColors, named: "a choice's color")
            {
                return problem
            }
        }
        return nil
    }
}
