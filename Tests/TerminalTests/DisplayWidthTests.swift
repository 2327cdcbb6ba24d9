import Terminal
import Testing

/// A line being typed, cut to the window from its start so that its end stays in sight.
@Suite struct DisplayWidthTests {
    @Test func aLineIsCutAtItsStartWithoutSplittingACharacter() {
        #expect(DisplayWidth.truncateLeading("nerdishbynature", to: 8) == "…ynature")
        #expect(DisplayWidth.truncateLeading("渋谷の店", to: 5) == "…の店", "a wide character is not split")
        #expect(DisplayWidth.truncateLeading("渋谷の店", to: 4) == "…店")
        #expect(DisplayWidth.truncateLeading("short", to: 8) == "short")
        #expect(DisplayWidth.truncateLeading("any", to: 0) == "")
    }

    /// Cut in the middle, a sentence keeps what it starts and ends with; zero-width characters
    /// cannot make the result long.
    @Test func aMiddleCutKeepsBothEnds() {
        let name = String(repeating: "ハンバーグ", count: 100)
        let cut = DisplayWidth.truncateMiddle("\(name)を削除しました", to: 80)
        #expect(cut.hasPrefix("ハンバーグ") && cut.hasSuffix("を削除しました") && cut.contains("…"), "\(cut)")
        #expect(DisplayWidth.of(cut) <= 80)
        #expect(DisplayWidth.truncateMiddle("short", to: 40) == "short")
        let invisible = String(repeating: "\u{200B}", count: 100_000)
        #expect(DisplayWidth.truncateMiddle(invisible, to: 40).unicodeScalars.count <= 320)
    }
}
