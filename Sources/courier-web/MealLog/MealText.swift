import Basics
import Web

/// What a person typed into the meal log (a dish's name, a store), as a page shows it. The meal log
/// is Japanese, so on an English page a text written in Japanese script (kana or kanji) is marked
/// `lang="ja"`: a screen reader then reads it in a Japanese voice, not spelled out in an English one.
enum MealText {
    static func html(_ text: String, on page: Language) -> HTML {
        guard page != .japanese, text.unicodeScalars.contains(where: isJapaneseScript) else {
            return "\(text)"
        }
        return "<span lang=\"ja\">\(text)</span>"
    }

    /// Hiragana, katakana, CJK ideographs and the CJK punctuation between them (`〜`, `・`).
    private static func isJapaneseScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F: true
        default: false
        }
    }
}
