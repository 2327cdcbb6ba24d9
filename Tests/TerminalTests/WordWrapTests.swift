import Testing

@testable import Terminal

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

    /// A list's short items between spaces stay whole, in wide characters too.
    @Test func aShortWordBetweenSpacesStaysWhole() {
        let dishes = "Dish type: 肉, デザート, 麺, ドリア, サイドメニュー, ご飯, パスタ."
        #expect(
            WordWrap.lines(dishes, width: 50) == ["Dish type: 肉, デザート, 麺, ドリア,", "サイドメニュー, ご飯, パスタ."])
        #expect(WordWrap.lines(dishes, width: 20).allSatisfy { !$0.hasSuffix("サイド") && !$0.hasSuffix("ご") })
        // Not past a line narrower than the word, though.
        #expect(WordWrap.lines("保存しました。", width: 10).allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    /// Japanese without spaces breaks between characters, never with `。` or `」` starting a line
    /// nor `「` ending one; Latin words in it stay whole.
    @Test func japaneseBreaksBetweenCharactersByItsRule() {
        #expect(WordWrap.lines("今日はカレーを食べました。", width: 10) == ["今日はカ", "レーを食べ", "ました。"])
        let lines = WordWrap.lines("「ラーメン」をおすすめします。", width: 12)
        #expect(lines == ["「ラーメン」", "をおすすめし", "ます。"])
        for line in lines {
            #expect(!WordWrap.noLineStart.contains(line.first ?? " "), "\(line)")
            #expect(!WordWrap.noLineEnd.contains(line.last ?? " "), "\(line)")
            #expect(DisplayWidth.of(line) <= 12, "\(line)")
        }
        #expect(
            WordWrap.lines("店はhttps://example.com/menuです", width: 12) == [
                "店は", "https://example.com/menu", "です",
            ])
    }

    /// A menu at a narrow terminal keeps each choice whole, and no line starts or ends with `·`.
    @Test func aMenuBreaksBetweenWholeChoices() {
        let menu = "1 log a meal · 2 list · 3 recommend · 4 import · 5 edit · 6 delete · q quit"
        #expect(
            WordWrap.menu(menu, width: 40) == [
                "1 log a meal · 2 list · 3 recommend", "4 import · 5 edit · 6 delete · q quit",
            ])
        #expect(WordWrap.menu("a · b\nc · d", width: 3) == ["a", "b", "c", "d"])
        #expect(WordWrap.menu("a · b\nc · d", width: nil) == ["a · b", "c · d"])
        #expect(WordWrap.menu("1 記録する · 2 一覧 · 3 おすすめ", width: 20) == ["1 記録する · 2 一覧", "3 おすすめ"])
    }

}
