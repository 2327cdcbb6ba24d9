import Airtable
import Basics
import Foundation
import Testing

@testable import Planner

/// Dates and orders the tests share. "Today" is always ``today``, never the real date.
enum Fixtures {
    static let today = day("2023-01-09")
    /// Noon UTC on ``today``; interactors take "today" in UTC.
    static let clock = ManualClock(
        start: Date(timeIntervalSince1970: Double(today.daysSinceEpoch) * 86_400 + 43_200))

    static func day(_ text: String) -> Day {
        guard let day = Day(iso: text) else {
            Issue.record("bad fixture date \(text)")
            return Day(daysSinceEpoch: 0)
        }
        return day
    }

    static func order(
        _ name: String, _ deadline: String? = nil, customer: String? = nil, fee: Int? = nil,
        done: Bool = false
    ) -> OrderFields {
        OrderFields(
            name: name, deadline: deadline.map(day), customer: customer,
            fee: fee.map { Money(cents: $0 * 100) },
            done: done)
    }
}
