import AirtableModel
import Basics
import Foundation
import Testing

@testable import Airtable

/// Untyped cells: how JSON is classified and what is written back.
@Suite struct CellValueTests {
    private func decode(_ json: String) throws -> CellValue {
        try JSONDecoder().decode(CellValue.self, from: Data(json.utf8))
    }

    private func encode(_ cell: CellValue) throws -> String {
        String(decoding: try JSONEncoder().encode(["v": cell]), as: UTF8.self)
    }

    @Test func scalars() throws {
        #expect(try decode("null") == .null)
        #expect(try decode(#""Union Square""#) == .text("Union Square"))
        #expect(try decode("0") == .number(0))
        #expect(try decode("true") == .bool(true))
    }

    @Test func linksSelectsAttachmentsAndUnknown() throws {
        #expect(try decode(#"["recFj9J78MLtiFFMz"]"#) == .links(["recFj9J78MLtiFFMz"]))
        #expect(try decode(#"["Todo","Done"]"#) == .array([.text("Todo"), .text("Done")]))
        let files = try decode(
            #"[{"id":"att1","url":"https://dl.example/a.jpg","filename":"a.jpg","size":3}]"#)
        #expect(files.attachmentValues.first?.filename == "a.jpg")
        let collaborator = try decode(#"{"id":"usr1","email":"a@b.c"}"#)
        #expect(collaborator == .unknown(.object(["id": .string("usr1"), "email": .string("a@b.c")])))
        #expect(try decode(#"{"specialValue":"NaN"}"#) == .unknown(.object(["specialValue": .string("NaN")])))
    }

    @Test func writes() throws {
        #expect(try encode(.null) == #"{"v":null}"#)
        #expect(try encode(.day("2024-05-01")) == #"{"v":"2024-05-01"}"#)
        #expect(try encode(.date(Date(timeIntervalSince1970: 0))) == #"{"v":"1970-01-01T00:00:00.000Z"}"#)
        #expect(try encode(.attachments([.existing(id: "att1")])) == #"{"v":[{"id":"att1"}]}"#)
        #expect(try encode(.links(["rec1"])) == #"{"v":["rec1"]}"#)
    }

    @Test func accessors() {
        #expect(CellValue.null.boolValue == false)
        #expect(CellValue.text("2024-05-01").dateValue == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(CellValue.array([.text("a"), .text("b")]).textValues == ["a", "b"])
    }
}
