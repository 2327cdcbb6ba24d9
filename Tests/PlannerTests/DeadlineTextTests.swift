import Basics
import Planner
import Testing

/// The ways a translator types a deadline, relative ones counted from the day it is.
struct DeadlineTextTests {
    let today = Fixtures.day("2023-01-09")

    @Test(arguments: [
        ("2023-01-31", "2023-01-31"), ("31.01.2023", "2023-01-31"), ("1.2.2023", "2023-02-01"),
        ("today", "2023-01-09"), ("Tomorrow", "2023-01-10"), ("+0", "2023-01-09"), ("+7", "2023-01-16"),
        ("+365", "2024-01-09"), (" today ", "2023-01-09"), ("２０２３－０１－３１", "2023-01-31"),
        ("＋７", "2023-01-16"),
    ])
    func readsADay(_ text: String, _ expected: String) {
        #expect(DeadlineText.day(text, today: today) == Fixtures.day(expected))
    }

    @Test(arguments: [
        "", "next week", "2023-02-30", "30.02.2023", "31.01.23", "01/31/2023", "+", "+-3", "+1e3", "+99999",
        "-3",
        "31.01.2023.", "yesterday",
    ])
    func refusesWhatNamesNoDay(_ text: String) {
        #expect(DeadlineText.day(text, today: today) == nil)
    }
}
