import Foundation
import Testing

@testable import AirtableLocal

/// Dates are read only when the day exists (leap days in leap years, never a 31 February), and
/// offsets only in the forms `+05:30`, `-0800` and `+09`, up to `±23:59`.
@Suite struct TimestampsTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "2026-12-31", "2026-04-30", "2026-02-28T23:59:59.000Z"])
    func aDayThatExistsIsRead(_ text: String) {
        #expect(Timestamps.parse(text) != nil)
    }

    @Test(arguments: [
        "2026-02-29", "1900-02-29", "2026-02-31", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
        "2026-01-01T24:00", "2026-01-01T12:60", "2026-01-01T12:00:60Z",
        "2024-03-05T10:00:00+05:30garbage", "2024-03-05T10:00+99:99", "2024-03-05T10:00+24",
        "2024-03-05T10:00+05:60",
        "2024-03-05T10:00+5:30", "2024-03-05T10:00+05:3", "2024-03-05T10:00+0530Z", "2024-03-05T10:00 +05:30",
    ])
    func aDayOrTimeThatDoesNotExistIsRefused(_ text: String) {
        #expect(Timestamps.parse(text) == nil)
    }

    /// A wall time (or a day alone) without an offset is read in the zone with the offset in force
    /// before a change: a time the change skips is read as if it had not come yet, a time it repeats
    /// as its first occurrence; before 1582 the zone's local mean time applies to the Gregorian day
    /// written.
    @Test(arguments: [
        ("2026-03-08T02:30", "America/New_York", "2026-03-08T07:30:00.000Z"),
        ("2026-11-01T01:30", "America/New_York", "2026-11-01T05:30:00.000Z"),
        ("2026-07-01T12:00", "America/New_York", "2026-07-01T16:00:00.000Z"),
        ("2026-03-08T12:00", "America/New_York", "2026-03-08T16:00:00.000Z"),
        ("2026-03-29T01:30", "Europe/London", "2026-03-29T01:30:00.000Z"),
        ("2026-10-25T01:30", "Europe/London", "2026-10-25T00:30:00.000Z"),
        ("1415-10-25T12:00", "America/Chicago", "1415-10-25T17:50:36.000Z"),
        ("2024-03-05", "America/New_York", "2024-03-05T05:00:00.000Z"),
        ("2024-03-05", "Asia/Tokyo", "2024-03-04T15:00:00.000Z"),
        ("2024-03-05T10:00+05:30", "America/New_York", "2024-03-05T04:30:00.000Z"),
        ("2024-03-05T10:00-0800", "Asia/Tokyo", "2024-03-05T18:00:00.000Z"),
        ("2024-03-05T10:00+09", "UTC", "2024-03-05T01:00:00.000Z"),
    ])
    func aWallTimeIsReadInItsZone(text: String, zone: String, utc: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(Timestamps.parse(text, zone: timeZone)?.iso8601 == utc)
    }
}
