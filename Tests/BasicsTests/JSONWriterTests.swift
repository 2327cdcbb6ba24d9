import Basics
import Foundation
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    private func text(_ write: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        write(&json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private func parsed(_ write: (inout JSONWriter) -> Void) throws -> Any {
        var json = JSONWriter()
        write(&json)
        return try JSONSerialization.jsonObject(with: Data(json.bytes), options: [.fragmentsAllowed])
    }

    @Test("nested objects and arrays get their commas and parse back")
    func structure() throws {
        let written = text { json in
            json.object { json in
                json.field("id", 1)
                json.key("user")
                json.object { $0.field("id", "A") }
                json.key("tags")
                json.array { json in
                    json.value("x")
                    json.object { _ in }
                    json.array { _ in }
                    json.null()
                }
                json.field("ok", true)
                json.field("no", false)
            }
        }
        #expect(written == #"{"id":1,"user":{"id":"A"},"tags":["x",{},[],null],"ok":true,"no":false}"#)
        _ = try JSONSerialization.jsonObject(with: Data(written.utf8))
    }

    @Test(
        "strings round-trip through a JSON parser",
        arguments: [
            "", "plain", "quote \" backslash \\ slash /", "tab\t newline\n return\r \u{8} \u{C}",
            "control \u{0} \u{1} \u{1F} del \u{7F}", "café 日本語 😀 👩‍👩‍👧", "\u{2028}\u{2029}", "</script>",
        ])
    func stringRoundTrip(string: String) throws {
        let decoded = try parsed { $0.value(string) } as? String
        #expect(decoded == string)
        let inArray = try JSONDecoder().decode(
            [String].self, from: Data(text { $0.array([string, string]) }.utf8))
        #expect(inArray == [string, string])
    }

    @Test("escapes are written as Vapor writes them: \\/ for slash, \\u00XX for other controls")
    func escapes() {
        #expect(text { $0.value("a/b\"c\\d") } == #""a\/b\"c\\d""#)
        #expect(text { $0.value("\n\t\r\u{8}\u{C}\u{1}\u{1F}") } == #""\n\t\r\b\f\u0001\u001f""#)
        #expect(text { $0.value("é😀") } == "\"é😀\"")
        #expect(text { $0.object { $0.field("a/b", 1) } } == #"{"a\/b":1}"#)
    }

    @Test("numbers are written exactly", arguments: [0, 1, -1, 42, Int.max, Int.min])
    func integers(value: Int) throws {
        #expect(text { $0.value(value) } == String(value))
    }

    @Test(
        "64-bit integers are written exactly, as values and as fields",
        arguments: [0, -7, Int64.max, Int64.min])
    func int64s(value: Int64) throws {
        #expect(text { $0.value(value) } == String(value))
        #expect(text { $0.object { $0.field("id", value) } } == #"{"id":\#(value)}"#)
    }

    @Test("doubles round-trip; non-finite ones become null")
    func doubles() throws {
        for value in [0.0, 1.5, -2.25, 0.1, 1e-7, 1e300, 123_456_789.0, -0.0] {
            #expect(try parsed { $0.value(value) } as? Double == value)
        }
        #expect(text { $0.value(3.0) } == "3")
        #expect(text { $0.value(Double.nan) } == "null")
        #expect(text { $0.array([Double.infinity]) } == "[null]")
    }

    @Test("UUIDs are written upper-case with dashes, as uuidString spells them")
    func uuids() throws {
        let fixed = try #require(UUID(uuidString: "62ca2f5c-e991-49a1-96d7-753a668c3b57"))
        #expect(text { $0.value(fixed) } == #""62CA2F5C-E991-49A1-96D7-753A668C3B57""#)
        #expect(
            text { $0.object { $0.field("id", fixed) } } == #"{"id":"62CA2F5C-E991-49A1-96D7-753A668C3B57"}"#)
        for _ in 0..<100 {
            let random = UUID()
            #expect(text { $0.value(random) } == "\"\(random.uuidString)\"")
        }
    }

    @Test("optionals, UUIDs, arrays and dictionaries are JSONWritable")
    func conformances() throws {
        let id = UUID()
        let none: String? = nil
        #expect(text { $0.value(none) } == "null")
        #expect(text { $0.value(Optional("x")) } == "\"x\"")
        #expect(text { $0.value(id) } == "\"\(id.uuidString)\"")
        #expect(text { $0.value([[1, 2], []]) } == "[[1,2],[]]")
        let dictionary = try parsed { $0.value(["a": 1, "b": 2]) } as? [String: Int]
        #expect(dictionary == ["a": 1, "b": 2])
    }
}
