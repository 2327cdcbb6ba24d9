import Basics
import Testing

/// Request bodies, schema files and test responses go through this parser: it must read exactly
/// what JSON allows.
@Suite struct JSONParserTests {
    @Test func readsEveryKindOfValueAndEscape() throws {
        let text =
            #" {"a":[1,-2.5e3,0,true,false,null,{}],"s":"q\"b\\s\/n\n\t\r\b\f\u0041\u00e9\ud83d\ude00é😀","":[]} "#
        let json = try JSONValue.parse(Array(text.utf8))
        #expect(
            json["a"]
                == .array([
                    .number(1), .number(-2500), .number(0), .bool(true), .bool(false), .null, .object([:]),
                ]))
        #expect(json["s"] == .string("q\"b\\s/n\n\t\r\u{8}\u{C}Aé😀é😀"))
        #expect(json[""] == .array([]))
        #expect(try JSONValue.parse(Array(#""bare""#.utf8)) == .string("bare"))
    }

    @Test func refusesWhatIsNotJSON() {
        let invalid = [
            "", "{", "[1,]", "{\"a\":1,}", "{a:1}", "'x'", "01", "1.", ".5", "+1", "NaN", "tru", "[1] 2",
            "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"", "\"tab\there\"", "\"open", "1e999", "{\"a\" 1}",
            String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
        ]
        for text in invalid {
            #expect(throws: (any Error).self, "\(text.prefix(20))") { try JSONValue.parse(Array(text.utf8)) }
        }
    }

    /// Bodies are stored and echoed: a string that is not UTF-8 is refused whole, so that nothing is
    /// stored other than what was sent.
    @Test func refusesStringsThatAreNotUTF8() throws {
        for bytes: [UInt8] in [
            [0x22, 0x61, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
        ] {
            #expect(throws: (any Error).self, "\(bytes)") { try JSONValue.parse(bytes) }
        }
        #expect(try JSONValue.parse([0x22, 0xC3, 0xA9, 0x22]) == .string("é"))
    }
}
