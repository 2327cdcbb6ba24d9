import Foundation

/// The units `DATETIME_DIFF`, `DATEADD` and `IS_SAME` accept, in moment.js spellings.
enum DateUnit: Sendable {
    case millisecond, second, minute, hour, day, week, month, quarter, year

    /// Reads `"days"`, `"day"`, `"d"`… Single letters are case-sensitive (`M` months, `m` minutes);
    /// words are not.
    init?(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "ms": self = .millisecond
        case "s": self = .second
        case "m": self = .minute
        case "h": self = .hour
        case "d": self = .day
        case "w": self = .week
        case "M": self = .month
        case "Q": self = .quarter
        case "y": self = .year
        default:
            var word = trimmed.lowercased()
            if word.hasSuffix("s") { word.removeLast() }
            guard let unit = Self.words[word] else { return nil }
            self = unit
        }
    }

    private static let words: [String: DateUnit] = [
        "millisecond": .millisecond, "second": .second, "minute": .minute, "hour": .hour, "day": .day,
        "week": .week, "month": .month, "quarter": .quarter, "year": .year,
    ]
}
