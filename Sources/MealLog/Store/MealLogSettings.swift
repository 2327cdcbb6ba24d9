import Basics

/// The meal log's own settings, read the same way by `meallog` and by courier-web; a blank one is
/// one not set.
public enum MealLogSettings {
    /// `MEALLOG_TODAY` holds no day: its text, for the message each front end words.
    public struct BadToday: Error, Sendable {
        public let text: String
    }

    /// `MEALLOG_BASE_ID`, else the base `scripts/up` serves.
    public static func baseID(_ environment: [String: String]) -> String {
        environment["MEALLOG_BASE_ID"]?.trimmed.nonEmpty ?? MealTable.defaultBaseID
    }

    /// `MEALLOG_TODAY` (`YYYY-MM-DD`): the day taken as today, for dates and recommendations;
    /// `nil` when not set, for the clock's.
    public static func today(_ environment: [String: String]) throws(BadToday) -> Day? {
        guard let text = environment["MEALLOG_TODAY"]?.trimmed.nonEmpty else { return nil }
        guard let day = Day(entered: text) else { throw BadToday(text: text) }
        return day
    }
}
