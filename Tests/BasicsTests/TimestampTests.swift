import Basics
import Foundation
import Testing

/// A timestamp is whole milliseconds: made from a `Date` it keeps the millisecond the date lies in,
/// even when `Double` seconds cannot hold it exactly, and it writes Airtable's ISO text.
@Suite struct TimestampTests {
    @Test func aDateMadeFromWholeMillisecondsGivesThemBack() {
        for milliseconds in stride(from: Int64(1_796_238_600_000), to: 1_796_238_601_000, by: 1) {
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(Timestamp(date).milliseconds == milliseconds)
        }
    }

    @Test func aDateBetweenMillisecondsIsRoundedTowardThePast() {
        #expect(Timestamp(Date(timeIntervalSince1970: 1.0007)).milliseconds == 1000)
        #expect(Timestamp(Date(timeIntervalSince1970: -0.0003)).milliseconds == -1)
        #expect(Timestamp(Date(timeIntervalSince1970: -1.5)).milliseconds == -1500)
    }

    @Test func itWritesAirtablesISOText() {
        #expect(Timestamp(milliseconds: 1_796_238_600_035).iso8601 == "2026-12-02T19:10:00.035Z")
        #expect(Timestamp(milliseconds: 1_796_238_600_035).isoDay == "2026-12-02")
        #expect(Timestamp(milliseconds: 0).iso8601 == "1970-01-01T00:00:00.000Z")
        #expect(Timestamp(milliseconds: -1).iso8601 == "1969-12-31T23:59:59.999Z")
        #expect(Timestamp(milliseconds: 951_782_400_000).iso8601 == "2000-02-29T00:00:00.000Z")
    }
}
