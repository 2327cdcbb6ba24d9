import Terminal
import Testing

/// The progress bar redraws one line in place and never overflows its width.
struct ProgressBarTests {
    @Test func drawsFilledCellsAndTheCount() {
        let bar = ProgressBar(total: 100, width: 10)
        #expect(bar.line(done: 0) == "\r[░░░░░░░░░░]   0/100\u{1B}[K")
        #expect(bar.line(done: 45, label: "batch 5/10") == "\r[████░░░░░░]  45/100 batch 5/10\u{1B}[K")
        #expect(bar.line(done: 100) == "\r[██████████] 100/100\u{1B}[K")
        #expect(bar.finish() == "\n")
        #expect(bar.clear() == "\r\u{1B}[2K")
    }

    @Test func clampsOutOfRangeCountsAndCleansLabels() {
        let bar = ProgressBar(total: 4, width: 4)
        #expect(bar.line(done: 9) == bar.line(done: 4))
        #expect(bar.line(done: -3) == bar.line(done: 0))
        #expect(bar.line(done: 1, label: "a\u{1B}[31m") == "\r[█░░░] 1/4 a\u{FFFD}[31m\u{1B}[K")
        #expect(ProgressBar(total: 0, width: 3).line(done: 0) == "\r[███] 0/0\u{1B}[K")
    }

    /// Bytes show as a share; a stream of unknown size as its label alone.
    @Test func percentAndUnknownSizes() {
        let bar = ProgressBar(total: 2_000_000, width: 4, percent: true)
        #expect(bar.line(done: 500_000, label: "1.0 of 2.0 MB") == "\r[█░░░]  25 % 1.0 of 2.0 MB\u{1B}[K")
        #expect(bar.line(done: 2_000_000) == "\r[████] 100 %\u{1B}[K")
        #expect(ProgressBar.unknown.line(done: 7, label: "batch 3") == "\rbatch 3\u{1B}[K")
    }

    /// On a terminal of known width the line is cut to fit in it, three columns spare (room for the
    /// `^C` a Ctrl-C echoes, which must not wrap the line), wide characters counted as two.
    @Test func aLineIsCutToTheTerminalsWidth() {
        let bar = ProgressBar(total: 100, width: 10)
        let label = "batch 1: 10 rows sent (23 % of the file read)"
        let cut = bar.line(done: 23, label: label, columns: 32)
        #expect(cut == "\r[██░░░░░░░░]  23/100 batch 1…\u{1B}[K")
        #expect(DisplayWidth.of(cut.dropFirst().dropLast(3)) == 29)
        let japanese = bar.line(done: 23, label: "バッチ1：10行を送信しました", columns: 32)
        #expect(DisplayWidth.of(japanese.dropFirst().dropLast(3)) <= 29)
        #expect(bar.line(done: 23, label: label, columns: 200) == bar.line(done: 23, label: label))
        #expect(ProgressBar.unknown.line(done: 0, label: label, columns: 12) == "\rbatch 1:…\u{1B}[K")
    }
}
