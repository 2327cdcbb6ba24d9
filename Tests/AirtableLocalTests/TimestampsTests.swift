import Foundation
import Testing

@testable import AirtableLocal

/// Dates are read only when the day exists: leap days in leap years, never a 31 February.
@Suite struct TimestampsTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "2026-12-31", "2026-04-30", "2026-02-28T23:59:59.000Z"])
    func aDayThatExistsIsRead(_ text: String) {
        #expect(Timestamps.parse(text) != nil)
    }

    @Test(arguments: [
        "2026-02-29", "1900-02-29", "2026-02-31", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
        "2026-01-01T24:00", "2026-01-01T12:60", "2026-01-01T12:00:60Z",
    ])
    func aDayOrTimeThatDoesNotExistIsRefused(_ text: String) {
        #expect(Timestamps.parse(text) == nil)
    }

    /// A wall time without an offset is read in the zone with the offset in force before a change:
    /// a time the change skips is read as if it had not come yet, a time it repeats as its first
    /// occurrence; before 1582 the zone's local mean time applies to the Gregorian day written.
    @Test(arguments: [
        ("2026-03-08T02:30", "America/New_York", "2026-03-08T07:30:00.000Z"),
        ("2026-11-01T01:30", "America/New_York", "2026-11-01T05:30:00.000Z"),
        ("2026-07-01T12:00", "America/New_York", "2026-07-01T16:00:00.000Z"),
        ("2026-03-08T12:00", "America/New_York", "2026-03-08T16:00:00.000Z"),
        ("2026-03-29T01:30", "Europe/London", "2026-03-29T01:30:00.000Z"),
        ("2026-10-25T01:30", "Europe/London", "2026-10-25T00:30:00.000Z"),
        ("1415-10-25T12:00", "America/Chicago", "1415-10-25T17:50:36.000Z"),
    ])
    func aWallTimeIsReadInItsZone(text: String, zone: String, utc: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(Timestamps.parse(text, zone: timeZone)?.iso8601 == utc)
    }
}
