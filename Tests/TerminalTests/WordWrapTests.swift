import Terminal
import Testing

/// Help text is wrapped between words to 80 columns, counting wide characters as two.
struct WordWrapTests {
    @Test func breaksBetweenWordsWithinTheWidth() {
        #expect(WordWrap.lines("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(WordWrap.lines("", width: 9) == [""])
        #expect(WordWrap.lines("unbreakable-word here", width: 5) == ["unbreakable-word", "here"])
        #expect(WordWrap.lines("one two three four", width: 13, firstWidth: 7) == ["one two", "three four"])
    }

    @Test func countsWideCharactersAsTwoColumns() {
        #expect(WordWrap.lines("日曜日 月曜日 火曜日", width: 13) == ["日曜日 月曜日", "火曜日"])
    }

}
