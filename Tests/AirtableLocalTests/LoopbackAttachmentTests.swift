import AirtableModel
import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import AirtableLocal

/// Attachments written by a loopback URL are fetched (on a real socket, since the fetch is answered
/// in a task): a record on one server written with the URL of a file another serves holds a copy.
@Suite struct LoopbackAttachmentTests {
    let base = "/v0/\(TestSchema.baseID)"

    @Test func aLoopbackURLIsFetchedIntoANewFile() async throws {
        let origin = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { origin.stop() }
        let copier = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { copier.stop() }
        let root = origin.url.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let other = copier.url.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let token = AirtableHarness.token

        let id = try #require(origin.airtable.create("People", [#"{"Name":"Ann"}"#]).first)
        let upload = try await HTTP.send(
            "POST", "\(root)\(base)/\(id)/Files/uploadAttachment", token: token,
            body: Array(
                #"{"contentType":"image/png","file":"\#(AttachmentUploadTests.png)","filename":"red.png"}"#
                    .utf8))
        #expect(upload.status == 200)
        let uploaded = try JSONValue.parse(upload.body)
        let url = try #require(uploaded["fields"]?["fldFile0000000001"]?[0]?["url"]?.stringValue)
        #expect(url.hasPrefix("\(root)/v0/attachments/"))

        let created = try await HTTP.send(
            "POST", "\(other)\(base)/People", token: token,
            body: Array(
                #"{"fields":{"Name":"Bob","Files":[{"url":"\#(url)"},{"url":"https://example.com/x.png"}]}}"#
                    .utf8))
        #expect(created.status == 200)
        let files = try #require(try JSONValue.parse(created.body)["fields"]?["Files"]?.arrayValue)
        #expect(files.count == 2)
        let copy = try #require(files.first)
        #expect(copy["width"] == .number(40))
        #expect(copy["type"] == .string("image/png"))
        #expect(copy["filename"] == .string("red.png"))
        let copied = try #require(copy["url"]?.stringValue)
        #expect(copied.hasPrefix("\(other)/v0/attachments/"))
        #expect(files[1]["url"] == .string("https://example.com/x.png"))

        // The copy is the copier's own: it answers after the origin is gone.
        origin.stop()
        let served = try await HTTP.send("GET", copied, token: nil)
        #expect(served.status == 200)
        #expect(served.body == [UInt8](Data(base64Encoded: AttachmentUploadTests.png) ?? Data()))
        // A loopback URL that cannot be fetched is kept as given.
        let kept = try await HTTP.send(
            "POST", "\(other)\(base)/People", token: token,
            body: Array(#"{"fields":{"Files":[{"url":"\#(url)"}]}}"#.utf8))
        #expect(try JSONValue.parse(kept.body)["fields"]?["Files"]?[0]?["url"] == .string(url))
    }

    /// A redirect could lead off the machine: it is not followed, and the URL is kept as given.
    @Test func aLoopbackURLThatRedirectsIsNotFollowed() async throws {
        let reached = Locked(0)
        let elsewhere = try LoopbackHTTPServer { _ in
            reached.withLock { $0 += 1 }
            return .ok(Array("not an image".utf8), contentType: "image/png")
        }
        defer { elsewhere.stop() }
        let redirecting = try LoopbackHTTPServer { _ in
            .redirect(to: "http://localhost:\(elsewhere.port)/file.png")
        }
        defer { redirecting.stop() }
        let server = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { server.stop() }
        let root = server.url.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let url = redirecting.url("/file.png").absoluteString

        let created = try await HTTP.send(
            "POST", "\(root)\(base)/People", token: AirtableHarness.token,
            body: Array(#"{"fields":{"Name":"Cy","Files":[{"url":"\#(url)"}]}}"#.utf8))
        #expect(created.status == 200)
        let file = try JSONValue.parse(created.body)["fields"]?["Files"]?[0]
        #expect(file?["url"] == .string(url))
        #expect(file?["size"] == nil)
        #expect(reached.withLock { $0 } == 0)
    }

    /// A client elsewhere cannot make the server read what only this machine reaches: its loopback
    /// URLs are not fetched. One on this machine (any loopback address, or in-process) has them
    /// fetched.
    @Test func onlyAClientOnThisMachineHasLoopbackURLsFetched() {
        let url = "http://127.0.0.1:8080/private"
        var request = HTTPServer.Request(
            method: "POST", target: "\(base)/People",
            body: Array(#"{"fields":{"Files":[{"url":"\#(url)"}]}}"#.utf8))
        #expect(LoopbackFetch.urls(in: request) == [url])
        for address in ["127.0.0.1", "127.0.0.2", "::1"] {
            request.remoteAddress = address
            #expect(LoopbackFetch.urls(in: request) == [url], "\(address)")
        }
        for address in ["192.0.2.7", "2001:db8::1", "::ffff:127.0.0.1"] {
            request.remoteAddress = address
            #expect(LoopbackFetch.urls(in: request).isEmpty, "\(address)")
        }
    }
}
