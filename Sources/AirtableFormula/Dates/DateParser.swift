import Basics

/// Reads dates from text: with a moment.js format (`DATETIME_PARSE(text, format)`), or, without
/// one, by trying ISO 8601 and the common US and written-out forms in turn.
///
/// Text without an offset is read as UTC (formulas compute in UTC). A format parse is lenient
/// like moment.js: separators need not match and trailing text is ignored; the default forms
/// must match the whole text.
enum DateParser {
    private static let defaultFormats = [
        "YYYY-MM-DD[T]HH:mm:ss.SSSZ", "YYYY-MM-DD[T]HH:mm:ssZ", "YYYY-MM-DD[T]HH:mmZ",
        "YYYY-MM-DD HH:mm:ss.SSSZ",
        "YYYY-MM-DD HH:mm:ssZ", "YYYY-MM-DD HH:mmZ", "YYYY-MM-DD[T]HH:mm:ss.SSS", "YYYY-MM-DD[T]HH:mm:ss",
        "YYYY-MM-DD[T]HH:mm", "YYYY-MM-DD HH:mm:ss.SSS", "YYYY-MM-DD HH:mm:ss", "YYYY-MM-DD HH:mm",
        "YYYY-MM-DD",
        "M/D/YYYY h:mm:ss a", "M/D/YYYY h:mm a", "M/D/YYYY H:mm:ss", "M/D/YYYY H:mm", "M/D/YYYY", "M/D/YY",
        "D MMM YYYY HH:mm", "D MMM YYYY", "MMM D, YYYY", "MMM D YYYY", "YYYY/MM/DD",
    ].map { MomentFormat.pieces(of: $0) }

    /// `text` as a date in one of the default forms, or `nil`.
    static func parse(_ text: String) -> Timestamp? {
        for pieces in defaultFormats {
            if let date = parse(text, pieces: pieces, strict: true) { return date }
        }
        return nil
    }

    /// `text` read with a moment.js `format`, in `locale`'s words and shorthands, or `nil`.
    static func parse(_ text: String, format: String, locale: MomentLocale = .english) -> Timestamp? {
        let pieces = MomentFormat.pieces(of: format, locale: locale)
        return parse(text, pieces: pieces, strict: false, locale: locale)
    }

    private static func parse(
        _ text: String, pieces: [MomentFormat.Piece], strict: Bool, locale: MomentLocale = .english
    ) -> Timestamp? {
        var reader = DateTextReader(text, locale: locale)
        var fields = DateFields()
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                guard reader.match(literal: literal, strict: strict) else { return nil }
            case .token(let token):
                if !strict { reader.skipSeparators() }
                guard reader.read(token, into: &fields) else { return nil }
            }
        }
        if strict, !reader.isAtEnd { return nil }
        return fields.date()
    }
}

/// What a parse found, assembled into a date at the end (checked: no 31 February).
struct DateFields {
    var year = 1970
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0
    /// The fraction of a second, in whole milliseconds (further digits are dropped, as moment.js does).
    var millisecond = 0
    var isAfternoon: Bool?
    var offsetSeconds = 0
    /// A Unix timestamp (`X`, `x`) in milliseconds, which wins over every other field.
    var timestamp: Double?

    func date() -> Timestamp? {
        if let timestamp { return DateRange.timestamp(milliseconds: timestamp) }
        var hour = self.hour
        if let isAfternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isAfternoon ? 12 : 0)
        }
        guard (0...9999).contains(year), (1...12).contains(month),
            (1...CivilCalendar.length(ofMonth: month, in: year)).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let wholeSeconds = CivilDateTime.utcInstant(
            year: year, month: month, day: day, millisecondOfDay: ((hour * 60 + minute) * 60 + second) * 1000)
        let time = Timestamp(
            milliseconds: wholeSeconds.milliseconds + Int64(millisecond - offsetSeconds * 1000))
        return DateRange.contains(time) ? time : nil
    }
}
