import Basics

/// `WORKDAY WORKDAY_DIFF`: working days are Monday to Friday, counted on the dates' UTC days, less
/// the holidays given as text of comma-separated dates (`'2026-12-24, 2026-12-25'`).
enum WorkdayFunctions {
    static let all: [FunctionDefinition] = [
        // The day `count` working days after the start's (before it when negative), at midnight UTC;
        // the count is truncated toward zero, and 0 gives the start's day.
        FunctionDefinition("WORKDAY", arity: 2...3) { arguments in
            DateArgument.first(arguments, function: "WORKDAY") { start in
                let count = NumericFunctions.number(arguments, 1)
                guard count.isFinite, abs(count) <= Double(maximumCount) else {
                    return .error("#ERROR!: WORKDAY count out of range")
                }
                return holidays(arguments, function: "WORKDAY") { holidays in
                    let day = WorkingDays(holidays: holidays).day(Int(count), after: start.utcDayAndTime.days)
                    let time = Timestamp(milliseconds: Int64(day) * 86_400_000)
                    return DateRange.contains(time)
                        ? .date(time) : .error("#ERROR!: WORKDAY count out of range")
                }
            }
        },
        // Working days from the start's day to the end's, both counted; negative when the end is
        // earlier (as spreadsheets' NETWORKDAYS counts them).
        FunctionDefinition("WORKDAY_DIFF", arity: 2...3) { arguments in
            DateArgument.both(arguments, function: "WORKDAY_DIFF") { start, end in
                holidays(arguments, function: "WORKDAY_DIFF") { holidays in
                    let (first, last) = (start.utcDayAndTime.days, end.utcDayAndTime.days)
                    let days = WorkingDays(holidays: holidays)
                    return .number(Double(first <= last ? days.count(first, last) : -days.count(last, first)))
                }
            }
        },
    ]

    /// The largest count of working days `WORKDAY` moves by: more would leave JavaScript's dates.
    private static let maximumCount = 70_000_000

    /// Runs `body` with the third argument's holidays as days since 1970: dates, or text of
    /// comma-separated dates (a lookup's items each); the error value when one is not a date.
    private static func holidays(
        _ arguments: Arguments, function: String, _ body: (Set<Int>) -> FormulaValue
    ) -> FormulaValue {
        guard let value = arguments[2] else { return body([]) }
        var days = Set<Int>()
        for item in Coercion.flattened([value]) where !item.isEmptyValue {
            if case .date(let date, _) = item {
                days.insert(date.utcDayAndTime.days)
                continue
            }
            for part in Coercion.text(item).split(separator: ",") {
                let text = String(part).trimmed
                if text.isEmpty { continue }
                guard let date = DateParser.parse(text) else {
                    return .error("#ERROR!: \(function) cannot read the holiday \"\(text)\" as a date")
                }
                days.insert(date.utcDayAndTime.days)
            }
        }
        return body(days)
    }
}

/// Monday to Friday less some holidays, over days since 1970.
private struct WorkingDays {
    let holidays: Set<Int>

    /// Monday to Friday.
    static func isWeekday(_ day: Int) -> Bool { Day(daysSinceEpoch: day).isoWeekday <= 5 }

    func isWorking(_ day: Int) -> Bool { Self.isWeekday(day) && !holidays.contains(day) }

    /// Working days in `first...last`.
    func count(_ first: Int, _ last: Int) -> Int {
        let weeks = (last - first + 1) / 7
        var weekdays = weeks * 5
        for day in stride(from: first + weeks * 7, through: last, by: 1) where Self.isWeekday(day) {
            weekdays += 1
        }
        return weekdays - holidays.count { (first...last).contains($0) && Self.isWeekday($0) }
    }

    /// The day `count` working days from `start`, the other way when `count` is negative.
    func day(_ count: Int, after start: Int) -> Int {
        let step = count < 0 ? -1 : 1
        var remaining = abs(count)
        if remaining == 0 { return start }
        // From a weekend, the working days ahead are those ahead of the weekday behind it, so whole
        // weeks can be jumped from there; holidays are made up for afterwards.
        var day = start
        while !Self.isWeekday(day) { day -= step }
        day += remaining / 5 * 7 * step
        remaining %= 5
        while remaining > 0 {
            day += step
            if Self.isWeekday(day) { remaining -= 1 }
        }
        let passed = step > 0 ? (start + 1)...day : day...(start - 1)
        remaining = holidays.count { passed.contains($0) && Self.isWeekday($0) }
        while remaining > 0 {
            day += step
            if isWorking(day) { remaining -= 1 }
        }
        return day
    }
}
