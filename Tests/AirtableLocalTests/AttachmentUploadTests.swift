import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

@testable import AirtableLocal

/// `uploadAttachment`: the record answered by field id, the bytes served back at the attachment's
/// URL without a token, image sizes and thumbnails, Airtable's refusals, and files that go with
/// their record or their cell.
@Suite struct AttachmentUploadTests {
    let base = "/v0/\(TestSchema.baseID)"
    /// A 40 × 20 red PNG.
    static let png =
        "iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAI0lEQVR42u3NsQ0AAAjAoP7/tJ7hIAk7TZ1ILBaLxWKx+E+8ffodDqIehz0AAAAASUVORK5CYII="

    func upload(
        _ airtable: InProcessAirtable, _ record: String, field: String = "Files", file: String = png,
        filename: String = "red.png", type: String = "image/png"
    ) -> AirtableReply {
        airtable.call(
            "POST", "\(base)/\(record)/\(field)/uploadAttachment",
            #"{"contentType":"\#(type)","file":"\#(file)","filename":"\#(filename)"}"#)
    }

    /// The path of an attachment URL (`http://127.0.0.1/v0/attachments/…` → `/v0/attachments/…`).
    func urlPath(_ url: String?) throws -> String {
        let url = try #require(url.flatMap(URL.init(string:)))
        return url.path
    }

    @Test func anUploadIsAppendedAndAnsweredByFieldIDWithItsImageSizes() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = try #require(
            airtable.create("People", [#"{"Name":"Ann","Files":[{"url":"https://example.com/a.txt"}]}"#])
                .first)
        let reply = upload(airtable, id)
        #expect(reply.status == 200)
        let record = try #require(reply.json)
        #expect(record["id"] == .string(id))
        #expect(record["createdTime"] != nil)
        #expect(record["fields"]?.objectValue?.count == 1, "the attachment field alone")
        let files = try #require(record["fields"]?["fldFile0000000001"]?.arrayValue)
        #expect(files.count == 2)
        #expect(files[0]["filename"] == .string("a.txt"))
        let file = files[1]
        #expect(AirtableID.isValid(file["id"]?.stringValue ?? "", .attachment))
        #expect(file["filename"] == .string("red.png"))
        #expect(file["type"] == .string("image/png"))
        #expect(file["size"] == .number(Double(Data(base64Encoded: Self.png)?.count ?? 0)))
        #expect(file["width"] == .number(40))
        #expect(file["height"] == .number(20))
        #expect(file["thumbnails"]?["small"]?["height"] == .number(36))
        #expect(file["thumbnails"]?["small"]?["width"] == .number(72))
        #expect(file["thumbnails"]?["large"]?["width"] == .number(40))
        #expect(file["thumbnails"]?["full"]?["height"] == .number(20))
        let url = try #require(file["url"]?.stringValue)
        #expect(url.hasPrefix("http://127.0.0.1/v0/attachments/\(file["id"]?.stringValue ?? "")/red.png"))
        // The record as read shows the same cell.
        #expect(
            airtable.call("GET", "\(base)/People/\(id)").json?["fields"]?["Files"]?.arrayValue?.count == 2)

        let served = airtable.call("GET", try urlPath(url), token: nil)
        #expect(served.status == 200)
        #expect(served.contentType == "image/png")
        #expect(served.body == [UInt8](Data(base64Encoded: Self.png) ?? Data()))
        // Served to anyone with the link, so nothing in a file runs on the API's origin.
        #expect(served.headers["x-content-type-options"] == "nosniff")
        #expect(served.headers["content-security-policy"] == "sandbox")
        // A HEAD of it, as a browser or a link checker asks first, needs no token either.
        let head = airtable.call("HEAD", try urlPath(url), token: nil)
        #expect(head.status == 200 && head.contentType == "image/png", "\(head.status) \(head.text)")
    }

    @Test func aFileThatIsNotAnImageHasNoSizes() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = try #require(airtable.create("People", [#"{"Name":"Ann"}"#]).first)
        let reply = upload(
            airtable, id, field: "fldFile0000000001", file: Data("hello".utf8).base64EncodedString(),
            filename: "hello world.txt", type: "text/plain")
        let file = try #require(reply.json?["fields"]?["fldFile0000000001"]?[0])
        #expect(file["width"] == nil)
        #expect(file["thumbnails"] == nil)
        let url = try #require(file["url"]?.stringValue)
        #expect(url.hasSuffix("/hello%20world.txt"))
        let served = airtable.call("GET", try urlPath(url), token: nil)
        #expect(served.text == "hello")
        #expect(served.contentType == "text/plain")
    }

    /// Base64 broken into lines as MIME writes it (pyairtable's `base64.encodebytes`), with a line
    /// break at the end, is the same file.
    @Test func base64InLinesIsTheSameFile() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = try #require(airtable.create("People", [#"{"Name":"Ann"}"#]).first)
        let bytes = Data((0..<300).map { UInt8($0 % 256) })
        for ending: Data.Base64EncodingOptions in [.endLineWithLineFeed, .endLineWithCarriageReturn] {
            let lines = bytes.base64EncodedString(options: [.lineLength76Characters, ending]) + "\n"
            #expect(lines.contains("\n") || lines.contains("\r"))
            let escaped = lines.replacingOccurrences(of: "\r", with: #"\r"#)
                .replacingOccurrences(of: "\n", with: #"\n"#)
            let reply = upload(
                airtable, id, file: escaped, filename: "bytes.bin", type: "application/octet-stream")
            #expect(reply.status == 200, "\(reply.text)")
            let url = try #require(
                reply.json?["fields"]?["fldFile0000000001"]?.arrayValue?.last?["url"]?.stringValue)
            #expect(airtable.call("GET", try urlPath(url), token: nil).body == [UInt8](bytes))
        }
        let broken = upload(airtable, id, file: "aGVs bG8=", filename: "x.txt", type: "text/plain")
        #expect(broken.status == 422, "only line breaks are taken out: \(broken.text)")
    }

    @Test func refusalsHaveAirtablesShapes() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = try #require(airtable.create("People", [#"{"Name":"Ann"}"#]).first)
        #expect(upload(airtable, id, file: "not base64!").status == 422)
        #expect(upload(airtable, id, file: "not base64!").errorType == "INVALID_REQUEST_UNKNOWN")
        let large = Data(count: 6_000_000).base64EncodedString()
        let tooLarge = upload(airtable, id, file: large)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.errorType == "INVALID_REQUEST_TOO_LARGE")
        #expect(upload(airtable, "recNothing0000001").errorType == "NOT_FOUND")
        #expect(upload(airtable, id, field: "Nope").errorType == "UNKNOWN_FIELD_NAME")
        let wrongType = upload(airtable, id, field: "Name")
        #expect(wrongType.status == 422)
        #expect(wrongType.errorType == "INVALID_VALUE_FOR_COLUMN")
        #expect(upload(airtable, id, type: #"bad\r\nheader"#).status == 422)
        #expect(
            airtable.call("POST", "/v0/appNothing0000001/\(id)/Files/uploadAttachment", "{}").errorType
                == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
        #expect(upload(airtable, id).status == 200)
        #expect(
            airtable.call("POST", "\(base)/\(id)/Files/uploadAttachment", "{}", token: nil).errorType
                == "AUTHENTICATION_REQUIRED")
        // Other requests keep the 2 MiB limit.
        let big = String(repeating: "x", count: AirtableLimits.requestBodyBytes)
        #expect(airtable.call("POST", "\(base)/People", #"{"fields":{"Notes":"\#(big)"}}"#).status == 413)
        #expect(airtable.call("GET", "/v0/attachments/attNothing00000001/x.png", token: nil).status == 404)
        #expect(airtable.call("GET", "/v0/attachments/nonsense/x.png", token: nil).status == 404)
    }

    @Test func filesGoWithTheirRecordOrCellAndOutliveARestart() throws {
        var kept = ""
        var dropped = ""
        var deleted = ""
        var id = ""
        try AirtableHarness.acrossRestart("atl-attachments", schemas: [TestSchema.base()]) { airtable in
            let ids = airtable.create("People", [#"{"Name":"Ann"}"#, #"{"Name":"Bob"}"#])
            id = ids[0]
            kept = try urlPath(
                upload(airtable, ids[0]).json?["fields"]?["fldFile0000000001"]?[0]?["url"]?.stringValue)
            let second = upload(airtable, ids[0], filename: "two.png").json?["fields"]?[
                "fldFile0000000001"]?[
                    1]
            dropped = try urlPath(second?["url"]?.stringValue)
            deleted = try urlPath(
                upload(airtable, ids[1]).json?["fields"]?["fldFile0000000001"]?[0]?["url"]?.stringValue)
            #expect(airtable.call("GET", dropped, token: nil).status == 200)
            // Keeping only the first attachment drops the second's bytes; deleting a record drops its files.
            let firstID = kept.split(separator: "/")[2]
            let patch = airtable.call(
                "PATCH", "\(base)/People/\(ids[0])", #"{"fields":{"Files":[{"id":"\#(firstID)"}]}}"#)
            #expect(patch.status == 200)
            #expect(airtable.call("GET", dropped, token: nil).status == 404)
            #expect(airtable.call("DELETE", "\(base)/People/\(ids[1])").status == 200)
            #expect(airtable.call("GET", deleted, token: nil).status == 404)
        } after: { reopened in
            #expect(reopened.call("GET", kept, token: nil).status == 200)
            #expect(reopened.call("GET", kept, token: nil).contentType == "image/png")
            #expect(
                reopened.call("GET", "\(base)/People/\(id)").json?["fields"]?["Files"]?.arrayValue?.count == 1
            )
        }
    }

    @Test func aLoopbackURLOfAServedFileIsCopiedAndOtherURLsAreKept() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create("People", [#"{"Name":"Ann"}"#, #"{"Name":"Bob"}"#])
        let url = try #require(
            upload(airtable, ids[0]).json?["fields"]?["fldFile0000000001"]?[0]?["url"]?.stringValue)
        let local = url.replacingOccurrences(of: "127.0.0.1", with: "localhost:8081")
        let written = airtable.call(
            "PATCH", "\(base)/People/\(ids[1])",
            #"{"fields":{"Files":[{"url":"\#(local)"},{"url":"https://example.com/p.png"},{"url":"http://127.0.0.1:9/v0/attachments/attNothing00000001/x.png"}]}}"#
        )
        let files = try #require(written.json?["fields"]?["Files"]?.arrayValue)
        #expect(files.count == 3)
        // The copy is a new attachment with the original's bytes and sizes, served on the URL's origin.
        let copy = try #require(files.first)
        #expect(copy["id"] != .string(String(url.split(separator: "/")[4])))
        #expect(copy["width"] == .number(40))
        #expect(copy["type"] == .string("image/png"))
        let copied = try #require(copy["url"]?.stringValue)
        #expect(copied.hasPrefix("http://localhost:8081/v0/attachments/"))
        // Removing the original leaves the copy.
        #expect(airtable.call("DELETE", "\(base)/People/\(ids[0])").status == 200)
        #expect(airtable.call("GET", try urlPath(url), token: nil).status == 404)
        #expect(airtable.call("GET", try urlPath(copied), token: nil).status == 200)
        // Elsewhere, and unknown files on loopback, are kept as given.
        #expect(files[1]["url"] == .string("https://example.com/p.png"))
        #expect(files[1]["width"] == nil)
        #expect(files[2]["url"] == .string("http://127.0.0.1:9/v0/attachments/attNothing00000001/x.png"))
    }
}
