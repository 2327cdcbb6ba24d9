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
}
