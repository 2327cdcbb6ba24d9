import Basics
import Foundation
import Testing

/// Writing text read in place (database columns) as JSON: escaped like `value(_: String)`, always valid.
@Suite("JSONWriter raw text")
struct JSONWriterRawTextTests {
    private func written(_ write: (inout JSONWriter, UnsafeBufferPointer<UInt8>) -> Void, _ bytes: [UInt8])
        -> String
    {
        var json = JSONWriter()
        bytes.withUnsafeBufferPointer { write(&json, $0) }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private func asString(_ text: String) -> String {
        var json = JSONWriter()
        json.value(text)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test(
        "UTF-8 text is escaped exactly as a String is",
        arguments: ["plain", "a \"quote\" and \\ back", "or/slash", "tab\tnew\nline\u{1}", "café 東京 😀", ""])
    func sameAsString(text: String) {
        #expect(written({ $0.value(utf8: $1) }, Array(text.utf8)) == asString(text))
    }

    @Test("text with escapes before its first non-ASCII byte, written after other values, keeps the comma")
    func escapesThenNonASCII() throws {
        let text = "say \"hi\" / then café"
        var json = JSONWriter()
        json.array { json in
            json.value("first")
            Array(text.utf8).withUnsafeBufferPointer { json.value(utf8: $0) }
        }
        let output = String(decoding: json.bytes, as: UTF8.self)
        #expect(output == "[\"first\",\"say \\\"hi\\\" \\/ then café\"]")
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String]
        #expect(parsed == ["first", text])
    }

    @Test("invalid UTF-8 is repaired with U+FFFD instead of breaking the document")
    func invalidUTF8() throws {
        let output = written({ $0.value(utf8: $1) }, [0x61, 0xFF, 0x62, 0xC3])
        #expect(output == "\"a\u{FFFD}b\u{FFFD}\"")
        #expect(
            try JSONSerialization.jsonObject(with: Data(output.utf8), options: .fragmentsAllowed) is String)
    }

    @Test("a UUID's text comes out upper-case, as value(_: UUID) writes it")
    func uuidText() {
        let id = UUID()
        var expected = JSONWriter()
        expected.value(id)
        let wanted = String(decoding: expected.bytes, as: UTF8.self)
        #expect(wanted == "\"\(id.uuidString)\"")
        #expect(written({ $0.value(uuidText: $1) }, Array(id.uuidString.lowercased().utf8)) == wanted)
        #expect(written({ $0.value(uuidText: $1) }, Array(id.uuidString.utf8)) == wanted)
    }

    @Test(
        "text that is not a UUID is written as an escaped string, unchanged",
        arguments: [
            "not-a-uuid", "E621E1F8-C36C-495A-93FC-0C247A3E6E5\"", "e621e1f8-c36c-495a-93fc-0c247a3e6e5g",
            "E621E1F8/C36C-495A-93FC-0C247A3E6E5F", "é621E1F8-C36C-495A-93FC-0C247A3E6E5",
            // 36 bytes of lower-case hex and dashes, but not the 8-4-4-4-12 shape: kept lower-case.
            "e621e1f8-c36c-495a-93fc0-c247a3e6e5f", "e621e1f8-c36c-495a-93fc-0c247a3e6e-f",
        ])
    func notAUUID(text: String) {
        #expect(written({ $0.value(uuidText: $1) }, Array(text.utf8)) == asString(text))
    }

    @Test("a prepared key writes the same member as key(_: String)")
    func preparedKey() {
        var prepared = JSONWriter()
        prepared.object { json in
            json.key(JSONWriter.Key("a/\"b\""))
            json.value(1)
            json.key(JSONWriter.Key("c"))
            json.null()
        }
        var plain = JSONWriter()
        plain.object { json in
            json.key("a/\"b\"")
            json.value(1)
            json.key("c")
            json.null()
        }
        #expect(prepared.bytes == plain.bytes)
        #expect(String(decoding: prepared.bytes, as: UTF8.self) == #"{"a\/\"b\"":1,"c":null}"#)
    }
}
