// Text and date functions of Airtable's formula language, with escaped arguments.

extension Formula {
    /// `FIND(needle, haystack)`: the 1-based position of `needle`, 0 when absent (case-sensitive).
    public static func find(_ needle: Formula, in haystack: Formula) -> Formula {
        call("FIND", [needle, haystack])
    }

    /// `SEARCH(needle, haystack)`: like ``find(_:in:)`` but blank when absent.
    public static func search(_ needle: Formula, in haystack: Formula) -> Formula {
        call("SEARCH", [needle, haystack])
    }

    /// Whether the field's text contains `text` (case-sensitive): `FIND('text', {Field})>0`.
    public static func contains(_ text: String, inField name: String) -> Formula {
        find(.text(text), in: field(name)) > .number(0)
    }

    /// Whether the field's text contains `text`, ignoring case:
    /// `FIND(LOWER('text'), LOWER({Field}))>0`.
    public static func containsIgnoringCase(_ text: String, inField name: String) -> Formula {
        find(lower(.text(text)), in: lower(field(name))) > .number(0)
    }

    /// `LOWER(value)`
    public static func lower(_ value: Formula) -> Formula { call("LOWER", [value]) }
    /// `UPPER(value)`
    public static func upper(_ value: Formula) -> Formula { call("UPPER", [value]) }
    /// `LEN(value)`
    public static func len(_ value: Formula) -> Formula { call("LEN", [value]) }
    /// `TRIM(value)`
    public static func trim(_ value: Formula) -> Formula { call("TRIM", [value]) }
    /// `ARRAYJOIN(values, separator)`
    public static func arrayJoin(_ values: Formula, separator: String = ", ") -> Formula {
        call("ARRAYJOIN", [values, .text(separator)])
    }

    /// `IS_BEFORE(date, other)`
    public static func isBefore(_ date: Formula, _ other: Formula) -> Formula {
        call("IS_BEFORE", [date, other])
    }

    /// `IS_AFTER(date, other)`
    public static func isAfter(_ date: Formula, _ other: Formula) -> Formula {
        call("IS_AFTER", [date, other])
    }

    /// `IS_SAME(date, other, 'unit')`, unit such as `day`, `month`, `year`.
    public static func isSame(_ date: Formula, _ other: Formula, unit: String = "day") -> Formula {
        call("IS_SAME", [date, other, .text(unit)])
    }

    /// `DATETIME_DIFF(date, other, 'unit')`
    public static func dateTimeDiff(_ date: Formula, _ other: Formula, unit: String = "days") -> Formula {
        call("DATETIME_DIFF", [date, other, .text(unit)])
    }

    /// `DATETIME_FORMAT(date, 'format')`, with a moment.js format such as `YYYY-MM-DD`. With a
    /// `timeZone` (an IANA name such as `Asia/Tokyo`) the date goes through `SET_TIMEZONE` and is
    /// written as a clock there shows it, where Airtable would otherwise use UTC; with a `locale`
    /// (such as `ja`) through `SET_LOCALE`, for that language's month and weekday names.
    public static func dateTimeFormat(
        _ date: Formula, _ format: String, timeZone: String? = nil, locale: String? = nil
    ) -> Formula {
        var shown = date
        if let timeZone { shown = call("SET_TIMEZONE", [shown, .text(timeZone)]) }
        if let locale { shown = call("SET_LOCALE", [shown, .text(locale)]) }
        return call("DATETIME_FORMAT", [shown, .text(format)])
    }
}
