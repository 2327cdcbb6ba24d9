import Foundation
import Terminal
import Testing

/// Text from outside is made safe to print: on one line, and in JSON.
@Suite struct SafeTextTests {
    @Test func aLineHasNoControlCharacters() {
        let text = "a\u{1B}]0;t\u{07}\nb\u{9B}c\u{202E}"
        #expect(SafeText.line(text) == "a\u{FFFD}]0;t\u{FFFD} b\u{FFFD}c\u{FFFD}")
    }

    @Test func jsonEscapesWhatTheEncoderLeavesRawAndKeepsTheValue() throws {
        let value = ["login": "a\u{1B}[2J\u{7F}\u{9B}2J\u{202E}z é"]
        let text = JSONText.pretty(value)
        for raw in ["\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}"] { #expect(!text.contains(raw)) }
        #expect(text.contains(#"\u009b2J\u202ez é"#), "\(text)")
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(decoded == value)
        #expect(JSONText.compact(value).contains(#"\u007f"#))
    }
}
