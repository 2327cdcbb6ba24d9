import Airtable
import Foundation

/// Says which day it is, for overdue and due-soon marks. Injected so that tests never depend on the
/// real date.
public struct PlannerClock: Sendable {
    private let currentDay: @Sendable () -> Day

    public init(today: @escaping @Sendable () -> Day) { currentDay = today }

    /// Always `day`.
    public static func fixed(_ day: Day) -> PlannerClock { PlannerClock { day } }

    /// The real date in `timeZone` (the machine's by default).
    public static func system(timeZone: TimeZone = .current) -> PlannerClock {
        PlannerClock { Day.today(in: timeZone) }
    }

    public var today: Day { currentDay() }
}
