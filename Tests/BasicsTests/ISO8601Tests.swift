import Basics
import Foundation
import Testing

/// The one ISO 8601 writer and reader: fixed-width UTC text in the proleptic Gregorian calendar,
/// and the forms databases and JSON APIs give back.
@Suite struct ISO8601Tests {
    @Test func writesMillisecondsAndMicrosecondsInUTC() {
        #expect(Timestamp(milliseconds: 1_714_566_600_250).iso8601 == "2024-05-01T12:30:00.250Z")
        #expect(ISO8601.text(Date(timeIntervalSince1970: 1_714_566_600.25)) == "2024-05-01T12:30:00.250000Z")
        #expect(Timestamp(milliseconds: -1).iso8601 == "1969-12-31T23:59:59.999Z")
    }

    @Test func aYearBeforeOneKeepsItsSignBeforeItsZeros() {
        #expect(Day(daysSinceEpoch: -719_893).iso == "-0001-01-01")
        #expect(Timestamp(milliseconds: -62_198_755_200_000).iso8601 == "-0001-01-01T00:00:00.000Z")
    }

    @Test(arguments: [
        ("2017-11-18T03:15:09Z", 1_510_974_909.0),
        ("2017-11-18T03:15:09.123Z", 1_510_974_909.123),
        ("2017-11-18 12:15:09+09:00", 1_510_974_909.0),
        ("2017-11-18T03:15:09", 1_510_974_909.0),
        ("2017-11-18", 1_510_963_200.0),
    ])
    func readsDateTimesWithOrWithoutFractionAndZone(text: String, seconds: Double) throws {
        let date = try #require(ISO8601.date(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_001)
    }

    /// Year 0000, which the writer writes (Airtable's dates start there), reads back.
    @Test func theYearZeroReadsBack() throws {
        let text = Timestamp(milliseconds: -62_167_219_200_000).iso8601
        #expect(text == "0000-01-01T00:00:00.000Z")
        #expect(ISO8601.date(text)?.timeIntervalSince1970 == -62_167_219_200)
    }

    @Test func readsBackWhatItWrites() throws {
        let date = Date(timeIntervalSince1970: 1_714_566_600.123456)
        let read = try #require(ISO8601.date(ISO8601.text(date)))
        #expect(abs(read.timeIntervalSince(date)) < 0.000_001)
    }

    @Test func refusesWhatIsNotAnInstant() {
        for text in [
            "", "2017-11-18T", "2017-02-29T00:00:00Z", "2017-11-18T24:00:00Z", "18/11/2017",
            "2017-11-18Tnoon",
        ] {
            #expect(ISO8601.date(text) == nil, "\(text)")
        }
    }
}
