import Basics
import Testing

/// What a Japanese input method types for ASCII is read as that ASCII, and nothing else changes.
struct HalfWidthTests {
    @Test func fullWidthFormsAndKanaModeMarksBecomeASCII() {
        #expect("ｙ".halfWidth == "y")
        #expect("Ｄ　３".halfWidth == "D 3")
        #expect("２０２６ー１２ー０７".halfWidth == "2026-12-07")
        #expect("２０２６・１２・０７".halfWidth == "2026/12/07")
        #expect("９９。５".halfWidth == "99.5")
        #expect("１、５００".halfWidth == "1,500")
        #expect("＋３＞＜".halfWidth == "+3><")
    }

    @Test func nothingElseChanges() {
        for text in ["²", "①", "١٢", "𝟏", "ラ", "店", "cafe\u{301}", "plain"] {
            #expect(text.halfWidth == text, "\(text)")
        }
    }
}
