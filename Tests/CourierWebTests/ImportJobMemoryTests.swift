import Basics
import Testing

@testable import MealLog
@testable import courier_web

/// A finished import is kept for its page with the rejected rows the page shows, however many its
/// file had: a probe's 65 imports of half a million rejected rows each grew the site to 1.4 GB.
@MainActor
@Suite struct ImportJobMemoryTests {
    @Test func aFinishedImportKeepsOnlyTheRejectionsItsPageShows() throws {
        var report = ImportReport()
        report.rejected = (1...100_000).map {
            Rejection(line: $0 + 1, reason: .fieldCount(found: 1, expected: 4))
        }
        let job = ImportJob(messages: Messages(.english))
        job.showReport(report, summary: "Imported 0, updated 0, rejected 100000", reasons: [], stopped: nil)
        let kept = try #require(job.outcome?.report)
        #expect(kept.rejected.count == ImportReport.rejectionsShown)
        #expect(kept.rejectedCount == 100_000)
    }
}
