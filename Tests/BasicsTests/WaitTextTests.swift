import Basics
import Testing

/// A wait in words, rounded up: seconds under two minutes, minutes under two hours, then hours.
@Suite struct WaitTextTests {
    @Test(arguments: [
        (Duration.zero, "0 s"), (.milliseconds(100), "1 s"), (.seconds(30), "30 s"), (.seconds(119), "119 s"),
        (.seconds(120), "2 min"), (.seconds(121), "3 min"), (.seconds(7199), "120 min"),
        (.seconds(7200), "2 h"),
        (.seconds(86_400), "24 h"), (.seconds(86_401), "25 h"), (.seconds(-5), "0 s"),
    ])
    func aWaitReadsAsAPersonWouldSayIt(wait: Duration, text: String) {
        #expect(WaitText.text(wait) == text)
    }

    @Test func japaneseNamesTheUnitsInJapanese() {
        #expect(WaitText.text(.seconds(30), in: .japanese) == "30 秒")
        #expect(WaitText.text(.seconds(300), in: .japanese) == "5 分")
        #expect(WaitText.text(.seconds(86_400), in: .japanese) == "24 時間")
    }
}
