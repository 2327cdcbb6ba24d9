import Basics

/// The ways a deadline may be typed: `2026-12-04`; `04.12.2026`, as translators in much of Europe
/// write dates; `today`, `tomorrow`; and `+N`, N days from today (up to ten years). Relative forms
/// count from the day the caller says it is, so they agree with the list's "overdue" and "due soon".
/// Digits and signs typed full-width (a Japanese input method's `＋３`) are read as the ASCII ones.
public enum DeadlineText {
    /// How far `+N` may reach.
    static let longestReach = 3_660

    /// The day `text` names, or `nil` when it names none.
    public static func day(_ text: String, today: Day) -> Day? {
        let text = text.trimmed.halfWidth.lowercased()
        switch text {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        default: break
        }
        if text.hasPrefix("+") {
            let digits = text.dropFirst()
            guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let count = Int(digits), count <= longestReach
            else { return nil }
            return today.adding(days: count)
        }
        if let day = Day(iso: text) { return day }
        return dotted(text)
    }

    /// `DD.MM.YYYY`, with one- or two-digit day and month.
    private static func dotted(_ text: String) -> Day? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
            parts[2].count == 4, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return Day(year: year, month: month, day: day)
    }
}
