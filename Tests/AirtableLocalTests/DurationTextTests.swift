import Testing

@testable import AirtableLocal

/// `cellFormat=string` shows a duration as its field's `durationFormat` says: minutes, seconds or
/// tenths to thousandths of a second.
@Suite struct DurationTextTests {
    @Test(arguments: [
        (3661.5, "h:mm", "1:01"),
        (3661.5, "h:mm:ss", "1:01:02"),
        (3661.5, "h:mm:ss.S", "1:01:01.5"),
        (3661.04, "h:mm:ss.SS", "1:01:01.04"),
        (3661.007, "h:mm:ss.SSS", "1:01:01.007"),
        (59.96, "h:mm:ss.S", "0:01:00.0"),
        (-90, "h:mm:ss", "-0:01:30"),
        (-30, "h:mm", "0:00"),
        (-0.04, "h:mm:ss.S", "0:00:00.0"),
        (360_000, "h:mm", "100:00"),
    ])
    func aDurationIsShownInItsFieldsFormat(seconds: Double, format: String, shown: String) {
        #expect(CellText.duration(seconds, format: format) == shown)
    }
}
