import Basics
import Foundation

/// `IS_BEFORE IS_AFTER IS_SAME DATETIME_PARSE DATETIME_DIFF DATEADD DATESTR DATETIME_FORMAT
/// SET_TIMEZONE SET_LOCALE`.
///
/// Arguments may be dates or text Airtable would read as a date. A blank argument gives blank;
/// text that is not a date gives an error value.
enum DateFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("IS_BEFORE", arity: 2...2) { arguments in
            DateArgument.both(arguments, function: "IS_BEFORE") { .bool($0 < $1) }
        },
        FunctionDefinition("IS_AFTER", arity: 2...2) { arguments in
            DateArgument.both(arguments, function: "IS_AFTER") { .bool($0 > $1) }
        },
        FunctionDefinition("IS_SAME", arity: 2...3) { arguments in
            // Like moment.js, a unit it does not know compares the exact instants.
            let unit = arguments[2].flatMap { DateUnit(name: Coercion.text($0)) } ?? .millisecond
            return DateArgument.both(arguments, function: "IS_SAME") { first, second in
                .bool(
                    UTCCalendar.start(of: unit, containing: first)
                        == UTCCalendar.start(of: unit, containing: second))
            }
        },
        FunctionDefinition("DATETIME_PARSE", arity: 1...3, parse),
        // Without a unit, seconds; with one it does not know, milliseconds (Airtable's documentation).
        FunctionDefinition("DATETIME_DIFF", arity: 2...3) { arguments in
            let unit = arguments[2].map { DateUnit(name: Coercion.text($0)) ?? .millisecond } ?? .second
            return DateArgument.both(arguments, function: "DATETIME_DIFF") { first, second in
                .number(UTCCalendar.difference(from: second, to: first, in: unit))
            }
        },
        FunctionDefinition("DATEADD", arity: 3...3) { arguments in
            DateArgument.first(arguments, function: "DATEADD") { date in
                guard let unit = DateUnit(name: TextFunctions.text(arguments, 2)) else { return .date(date) }
                guard let moved = UTCCalendar.add(NumericFunctions.number(arguments, 1), unit, to: date)
                else {
                    return .error("#ERROR!: DATEADD count out of range")
                }
                return .date(moved)
            }
        },
        FunctionDefinition("DATESTR", arity: 1...1) { arguments in
            DateArgument.first(arguments, function: "DATESTR") { .text(DateText.day($0)) }
        },
        FunctionDefinition("DATETIME_FORMAT", arity: 1...2) { arguments in
            DateArgument.first(arguments, function: "DATETIME_FORMAT") { date in
                let display = arguments.values[0].dateDisplay ?? DateDisplay()
                let locale = display.locale ?? .english
                guard let format = arguments[1] else {
                    guard let zone = display.zone else { return .text(DateText.iso8601(date)) }
                    return .text(MomentFormat.format(date, with: MomentFormat.iso8601WithOffset, in: zone))
                }
                let pieces = MomentFormat.pieces(of: Coercion.text(format), locale: locale)
                return .text(
                    MomentFormat.format(date, with: pieces, in: display.zone ?? .gmt, locale: locale))
            }
        },
        // Give a date a zone or a locale that only DATETIME_FORMAT reads, as Airtable documents them.
        FunctionDefinition("SET_TIMEZONE", arity: 2...2) { arguments in
            DateArgument.first(arguments, function: "SET_TIMEZONE") { date in
                let name = TextFunctions.text(arguments, 1)
                guard let zone = TimeZone.named(name) else {
                    return .error("#ERROR!: SET_TIMEZONE does not know the time zone \"\(name)\"")
                }
                var display = arguments.values[0].dateDisplay ?? DateDisplay()
                display.zone = zone
                return .date(date, display: display)
            }
        },
        FunctionDefinition("SET_LOCALE", arity: 2...2) { arguments in
            DateArgument.first(arguments, function: "SET_LOCALE") { date in
                let code = TextFunctions.text(arguments, 1)
                guard let locale = MomentLocale.named(code) else {
                    let known = MomentLocale.all.map(\.code).joined(separator: " and ")
                    return .error("#ERROR!: SET_LOCALE knows \(known), not \"\(code)\"")
                }
                var display = arguments.values[0].dateDisplay ?? DateDisplay()
                display.locale = locale
                return .date(date, display: display)
            }
        },
    ]

    /// `DATETIME_PARSE(text, [format], [locale])`: a locale `SET_LOCALE` knows (`ja`) reads its
    /// month names, `午前`/`午後` and shorthands; text in any other locale is read as English.
    private static func parse(_ arguments: Arguments) -> FormulaValue {
        let value = arguments.values[0]
        if case .date = value { return value }
        if value.isEmptyValue { return .blank }
        let text = Coercion.text(value)
        let format = arguments[1].map(Coercion.text) ?? ""
        let locale = arguments[2].flatMap { MomentLocale.named(Coercion.text($0)) } ?? .english
        let date =
            format.isEmpty ? DateParser.parse(text) : DateParser.parse(text, format: format, locale: locale)
        return date.map { FormulaValue.date($0) } ?? .error("#ERROR!: DATETIME_PARSE cannot read \"\(text)\"")
    }
}
