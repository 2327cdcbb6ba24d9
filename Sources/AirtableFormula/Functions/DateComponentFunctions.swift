import Foundation

/// `YEAR MONTH DAY HOUR MINUTE SECOND WEEKDAY TIMESTR`: parts of a date, in UTC.
enum DateComponentFunctions {
    static let all: [FunctionDefinition] = [
        component("YEAR", .year), component("MONTH", .month), component("DAY", .day),
        component("HOUR", .hour), component("MINUTE", .minute), component("SECOND", .second),
        // 0 is Sunday.
        FunctionDefinition("WEEKDAY", arity: 1...2) { arguments in
            DateArgument.first(arguments, function: "WEEKDAY") { date in
                .number(Double(UTCCalendar.calendar.component(.weekday, from: date) - 1))
            }
        },
        FunctionDefinition("TIMESTR", arity: 1...1) { arguments in
            DateArgument.first(arguments, function: "TIMESTR") { date in
                .text(MomentFormat.format(date, with: MomentFormat.pieces(of: "HH:mm:ss")))
            }
        },
    ]

    private static func component(_ name: String, _ unit: Calendar.Component) -> FunctionDefinition {
        FunctionDefinition(name, arity: 1...1) { arguments in
            DateArgument.first(arguments, function: name) { date in
                .number(Double(UTCCalendar.calendar.component(unit, from: date)))
            }
        }
    }
}
