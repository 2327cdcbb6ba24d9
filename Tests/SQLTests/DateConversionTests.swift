import Foundation
import SQL
import Testing

/// `Date` is stored as fixed-width ISO 8601 UTC text and read from the forms both engines produce.
@Suite("Date conversion")
struct DateConversionTests {
    @Test func writesFixedWidthUTCWithMicroseconds() {
        #expect(Date(timeIntervalSince1970: 0).sqlValue == .text("1970-01-01T00:00:00.000000Z"))
        #expect(
            Date(timeIntervalSince1970: 1_714_566_600.25).sqlValue == .text("2024-05-01T12:30:00.250000Z"))
        #expect(Date(timeIntervalSince1970: -0.5).sqlValue == .text("1969-12-31T23:59:59.500000Z"))
        #expect(Date(timeIntervalSince1970: 951_782_400).sqlValue == .text("2000-02-29T00:00:00.000000Z"))
    }

    @Test(arguments: [
        ("2024-05-01T12:30:00.25Z", 1_714_566_600.25),
        ("2024-05-01 12:30:00.25+00", 1_714_566_600.25),
        ("2024-05-01 14:30:00+02", 1_714_566_600),
        ("2024-05-01T07:00:00-05:30", 1_714_566_600),
        ("2024-05-01T12:30:00", 1_714_566_600),
        ("2024-05-01", 1_714_521_600),
        ("1969-12-31T23:59:59.5000004Z", -0.5),
    ])
    func readsISO8601AndPostgresForms(text: String, seconds: Double) throws {
        let date = try #require(Date(sqlValue: .text(text)))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_001)
    }

    @Test func readsEpochSecondsAndRejectsGarbage() {
        #expect(Date(sqlValue: .integer(86_400)) == Date(timeIntervalSince1970: 86_400))
        #expect(Date(sqlValue: .double(1.5)) == Date(timeIntervalSince1970: 1.5))
        for bad in [
            "", "yesterday", "2024-13-01", "2024-02-30", "2023-02-29T00:00:00Z", "2024-04-31",
            "2024-05-01T25:00:00Z",
            "2024-05-01T12:30:00Zjunk",
        ] {
            #expect(Date(sqlValue: .text(bad)) == nil)
        }
    }
}
