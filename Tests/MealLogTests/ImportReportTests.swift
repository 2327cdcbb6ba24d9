import Testing

@testable import MealLog

/// A report can keep only the rejected rows a person is shown, counting the others, so that what is
/// kept of an import does not grow with its file.
@Suite struct ImportReportTests {
    private func report(rejecting count: Int) -> ImportReport {
        var report = ImportReport()
        report.imported = 3
        report.rejected = (1...count).map { Rejection(line: $0 + 1, reason: .notText) }
        return report
    }

    @Test func keepingTheShownRejectionsCountsTheRest() {
        let whole = report(rejecting: 1_000)
        let kept = whole.keepingShownRejections()
        #expect(kept.rejected == Array(whole.rejected.prefix(ImportReport.rejectionsShown)))
        #expect(kept.rejectedCount == 1_000 && whole.rejectedCount == 1_000)
        #expect(kept.unshownRejections == 1_000 - ImportReport.rejectionsShown)
        #expect(kept.imported == 3 && !kept.isEmpty && !kept.isComplete)
        let messages = Messages(.english)
        #expect(messages.summary(kept) == messages.summary(whole))
        #expect(kept.keepingShownRejections() == kept, "keeping again changes nothing")
    }

    @Test func aReportWithFewRejectionsIsKeptWhole() {
        let whole = report(rejecting: 3)
        #expect(whole.keepingShownRejections() == whole)
    }

    /// A row that is not UTF-8 (a Shift_JIS export under an ASCII header) says how to mend the file.
    @Test func aRowThatIsNotTextSaysHowToMendTheFile() {
        let rejection = Rejection(line: 2, reason: .notText)
        #expect(Messages(.japanese).rejection(rejection) == "2行目：UTF-8 のテキストではありません(ファイルを UTF-8 で保存し直してください)")
        #expect(
            Messages(.english).rejection(rejection) == "line 2: not UTF-8 text (save the file again as UTF-8)"
        )
    }
}
