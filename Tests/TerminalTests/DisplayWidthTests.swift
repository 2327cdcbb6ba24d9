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
}
