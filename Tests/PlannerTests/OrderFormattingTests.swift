import Planner
import Testing

/// Deadlines read as a weekday and a date.
struct OrderFormattingTests {
    @Test func deadlinesReadWithTheirWeekday() {
        #expect(OrderFormatting.sectionTitle(Fixtures.day("2023-01-12")) == "Thursday, 12 January 2023")
        #expect(OrderFormatting.sectionTitle(Fixtures.day("2023-01-08")) == "Sunday, 8 January 2023")
        #expect(OrderFormatting.shortDate(Fixtures.day("2023-01-08")) == "Sun 8 Jan 2023")
        #expect(OrderFormatting.shortDate(nil).isEmpty)
    }
}
