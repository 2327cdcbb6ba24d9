import Basics
import Testing

/// A count and its noun, singular only for one.
@Suite struct CountedTests {
    @Test func oneIsSingularAndEveryOtherCountPlural() {
        #expect(1.counted("row") == "1 row")
        #expect(0.counted("row") == "0 rows")
        #expect(42.counted("row") == "42 rows")
        #expect(1.counted("repository", plural: "repositories") == "1 repository")
        #expect(2.counted("repository", plural: "repositories") == "2 repositories")
    }
}
