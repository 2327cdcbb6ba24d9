import Courier
import Foundation
import Testing

/// HTTP dates in every form servers send them, read as RFC 6265 reads a cookie's `Expires`.
@Suite struct HTTPDateTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT.
    static let sample = Date(timeIntervalSince1970: 784_111_777)

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT",  // IMF-fixdate
        "Sunday, 06-Nov-94 08:49:37 GMT",  // RFC 850
        "Sun Nov  6 08:49:37 1994",  // asctime
        "Sun, 06-Nov-1994 08:49:37 GMT",  // Netscape's cookie form
        "sun, 6 NOV 1994 8:49:37 gmt",
        "06 November 1994 08:49:37",
    ])
    func everyFormReadsAsTheSameInstant(text: String) {
        #expect(HTTPDate.parse(text) == Self.sample)
    }

    @Test func twoDigitYearsBelowSeventyAreThisCentury() {
        #expect(HTTPDate.parse("Thu, 01 Jan 70 00:00:00 GMT") == Date(timeIntervalSince1970: 0))
        #expect(HTTPDate.parse("Wed, 01 Jan 69 00:00:00 GMT") == Date(timeIntervalSince1970: 3_124_224_000))
    }

    @Test(arguments: [
        "", "Sun, 06 Nov 1994", "06 Nov 1994 08:49", "Sun, 31 Feb 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 24:00:00 GMT",
        "Sun, 06 Nov 1600 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 123 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37 GMT" + String(repeating: " ", count: 40), "tomorrow",
    ])
    func whatNamesNoInstantIsNil(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test func writingThenReadingGivesTheSameSecond() {
        #expect(HTTPDate.format(Self.sample) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse(HTTPDate.format(Self.sample)) == Self.sample)
    }
}
