import Basics

/// `YEAR MONTH DAY HOUR MINUTE SECOND WEEKDAY WEEKNUM TIMESTR`: parts of a date, in UTC.
enum DateComponentFunctions {
    static let all: [FunctionDefinition] = [
        component("YEAR", \.year), component("MONTH", \.month), component("DAY", \.day),
        component("HOUR", \.hour), component("MINUTE", \.minute), component("SECOND", \.second),
        // 0 is the first day of the week: Sunday, or Monday when the second argument says so.
        FunctionDefinition("WEEKDAY", arity: 1...2) { arguments in
            DateArgument.first(arguments, function: "WEEKDAY") { date in
                .number(Double(weekday(date, arguments)))
            }
        },
        // Week 1 is the week of 1 January; weeks start on Sunday, or Monday when asked.
        FunctionDefinition("WEEKNUM", arity: 1...2) { arguments in
            DateArgument.first(arguments, function: "WEEKNUM") { date in
                let dayOfYear = CivilDateTime(date).dayOfYear
                let firstDay = Timestamp(milliseconds: date.milliseconds - Int64(dayOfYear) * 86_400_000)
                return .number(Double((dayOfYear + weekday(firstDay, arguments)) / 7 + 1))
            }
        },
        FunctionDefinition("TIMESTR", arity: 1...1) { arguments in
            DateArgument.first(arguments, function: "TIMESTR") { date in
                .text(MomentFormat.format(date, with: MomentFormat.pieces(of: "HH:mm:ss")))
            }
        },
    ]

    /// 0…6 from the week's first day (Sunday unless the second argument is "Monday").
    private static func weekday(_ date: Timestamp, _ arguments: Arguments) -> Int {
        let sundayBased = CivilDateTime(date).weekday
        let startsMonday = arguments[1].map { Coercion.text($0).lowercased() == "monday" } ?? false
        return startsMonday ? (sundayBased + 6) % 7 : sundayBased
    }

    private static func component(_ name: String, _ part: KeyPath<CivilDateTime, Int> & Sendable)
        -> FunctionDefinition
    {
        FunctionDefinition(name, arity: 1...1) { arguments in
            DateArgument.first(arguments, function: name) { date in
                .number(Double(CivilDateTime(date)[keyPath: part]))
            }
        }
    }
}
