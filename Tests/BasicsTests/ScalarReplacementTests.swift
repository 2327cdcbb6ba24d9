import Basics
import Testing

/// The one scalar-replacement loop: what it replaces, and that it keeps every other scalar as it was,
/// combining marks and scalars outside the Basic Multilingual Plane included.
struct ScalarReplacementTests {
    @Test func replacesTheMappedScalarsWithTheirText() {
        let escaped = "a<b>&c".replacingScalars { scalar in
            switch scalar {
            case "<": "&lt;"
            case ">": "&gt;"
            default: nil
            }
        }
        #expect(escaped == "a&lt;b&gt;&c")
    }

    @Test func keepsEveryOtherScalarAsItWas() {
        let text = "e\u{301} 👩🏽‍💻 日本\u{0}"
        #expect(text.replacingScalars { _ in nil }.unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func replacesOneScalarOfACharacter() {
        // The combining acute accent alone is replaced; the `e` it sits on stays.
        #expect("e\u{301}".replacingScalars { $0 == "\u{301}" ? "'" : nil } == "e'")
    }

    @Test func anEmptyReplacementDropsTheScalar() {
        #expect("a\u{0}b".replacingScalars { $0 == "\u{0}" ? "" : nil } == "ab")
    }

    @Test func keepsTheRunsAroundReplacementsAtEitherEnd() {
        let escaped = "<日本 e\u{301}>x👩🏽‍💻'".replacingScalars { scalar in
            switch scalar {
            case "<": "&lt;"
            case ">": "&gt;"
            case "'": "&#39;"
            default: nil
            }
        }
        #expect(escaped == "&lt;日本 e\u{301}&gt;x👩🏽‍💻&#39;")
        #expect("<<".replacingScalars { $0 == "<" ? "&lt;" : nil } == "&lt;&lt;")
    }
}
