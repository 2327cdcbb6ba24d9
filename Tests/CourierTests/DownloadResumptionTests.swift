import Basics
import Foundation
import TestSupport
import Testing

@testable import Courier

/// How a resumable download chooses its validator, reads a `Content-Range`, asks for the rest,
/// and, through a stub, appends a `206` to the kept bytes.
@Suite struct DownloadResumptionTests {
    @Test func aStrongETagIsPreferred() {
        let headers: HTTPHeaders = ["ETag": "\"abc\"", "Last-Modified": "Tue, 01 Dec 2026 10:00:00 GMT"]
        #expect(DownloadResumption.validator(of: headers) == "\"abc\"")
    }

    @Test func aWeakETagGivesWayToLastModified() {
        let headers: HTTPHeaders = ["ETag": "W/\"abc\"", "Last-Modified": "Tue, 01 Dec 2026 10:00:00 GMT"]
        #expect(DownloadResumption.validator(of: headers) == "Tue, 01 Dec 2026 10:00:00 GMT")
        #expect(DownloadResumption.validator(of: ["ETag": "W/\"abc\""]) == nil)
    }

    @Test func anEncodedBodyHasNoValidator() {
        #expect(DownloadResumption.validator(of: ["ETag": "\"abc\"", "Content-Encoding": "gzip"]) == nil)
        #expect(
            DownloadResumption.validator(of: ["ETag": "\"abc\"", "Content-Encoding": "identity"]) == "\"abc\""
        )
    }

    @Test func aValidatorThatCannotBeSentBackIsRefused() {
        #expect(DownloadResumption.validator(of: ["ETag": "\"a\u{7}b\""]) == nil)
        #expect(
            DownloadResumption.validator(of: ["ETag": "\"" + String(repeating: "a", count: 2000) + "\""])
                == nil)
    }

    @Test(
        arguments: [
            ("bytes 100-199/200", 100, 199, 200), ("bytes 0-9/*", 0, 9, nil), ("BYTES 7-9/10", 7, 9, 10),
        ] as [(String, Int, Int, Int?)])
    func aContentRangeIsRead(header: String, first: Int, last: Int, total: Int?) throws {
        let range = try #require(DownloadResumption.contentRange(header))
        #expect(range.first == first && range.last == last && range.total == total)
    }

    @Test(arguments: [
        "bytes */200", "bytes -5-9/10", "items 1-2/3", "bytes x-9/10", "bytes 9-5/10", "bytes 0-9/9",
        "bytes 0-9", "bytes 0-9/10/11", "",
    ])
    func aMalformedContentRangeIsRefused(header: String) {
        #expect(DownloadResumption.contentRange(header) == nil)
    }

    @Test func aRequestAsksForTheRestOfTheKeptBytes() throws {
        let folder = try ScratchDirectory("courier-resume")
        let destination = folder.appending("a.bin")
        var request = HTTPRequest(
            url: URL(string: "http://127.0.0.1/a.bin")!,  // safe: literal
            options: RequestOptions(downloadDestination: destination, resumesDownload: true))
        #expect(request.resumingDownload().headers["Range"] == nil)
        #expect(request.resumingDownload().headers["Accept-Encoding"] == "identity")

        try Data(count: 42).write(to: DownloadResumption.partialFile(for: destination))
        #expect(request.resumingDownload().headers["Range"] == nil, "no validator, no resumption")
        try Data("\"v9\"".utf8).write(to: DownloadResumption.validatorFile(for: destination))
        let resumed = request.resumingDownload()
        #expect(resumed.headers["Range"] == "bytes=42-")
        #expect(resumed.headers["If-Range"] == "\"v9\"")
        #expect(resumed.options.downloadResumption == DownloadResumption(offset: 42, validator: "\"v9\""))

        request.headers["Range"] = "bytes=0-9"
        #expect(request.resumingDownload() == request, "a range of the caller's own is left alone")
        request.headers["Range"] = nil
        request.options.resumesDownload = false
        #expect(request.resumingDownload() == request)
    }

    /// Kept bytes that are not the size the request was built for (another download to the same
    /// file changed them) are not appended to.
    @Test func keptBytesThatChangedAreNotAppendedTo() throws {
        let folder = try ScratchDirectory("courier-resume")
        let destination = folder.appending("a.bin")
        try Data(count: 10).write(to: DownloadResumption.partialFile(for: destination))
        try Data("\"v1\"".utf8).write(to: DownloadResumption.validatorFile(for: destination))

        #expect(throws: TransportError.self) {
            _ = try DownloadFile(resuming: destination, at: 5, validator: "\"v1\"")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    /// A resumed download announced as the largest length a server can write is over its limit,
    /// not an arithmetic overflow.
    @Test func aHugeAnnouncedLengthAfterKeptBytesIsOverTheLimit() throws {
        let folder = try ScratchDirectory("courier-resume")
        let destination = folder.appending("a.bin")
        try Data(count: 10).write(to: DownloadResumption.partialFile(for: destination))
        try Data("\"v1\"".utf8).write(to: DownloadResumption.validatorFile(for: destination))
        let file = try DownloadFile(resuming: destination, at: 10, validator: "\"v1\"", limit: 1000)
        defer { file.discard() }
        let error = #expect(throws: TransportError.self) { try file.checkLimit(adding: Int.max) }
        #expect(error?.kind == .responseTooLarge)
        try file.checkLimit(adding: 990)
    }

    /// The pipeline asks a stub for the rest, and appends its `206` to the kept bytes.
    @Test func aStubbedPartialAnswerIsAppended() async throws {
        let folder = try ScratchDirectory("courier-resume")
        let destination = folder.appending("a.txt")
        try Data("hello, ".utf8).write(to: DownloadResumption.partialFile(for: destination))
        try Data("\"v1\"".utf8).write(to: DownloadResumption.validatorFile(for: destination))
        let stub = StubTransport()
        // safe: a literal URL
        let client = Client(baseURL: URL(string: "https://api.example.com")!, transport: stub)
        let rest = HTTPResponse(
            status: 206, headers: ["Content-Range": "bytes 7-11/12", "ETag": "\"v1\""],
            body: Data("world".utf8))

        _ = try await client.send(Request.download("a.txt", to: destination, resumable: true).sample(rest))

        #expect(try String(contentsOf: destination, encoding: .utf8) == "hello, world")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["a.txt"])
        #expect(stub.requests.first?.headers["Range"] == "bytes=7-")
    }

    /// A `206` of another version (a server that ignored `If-Range`) is not joined to the kept
    /// bytes: the download fails and forgets them, so the next attempt starts over.
    @Test(arguments: [
        ("ETag", "\"v2\"", "\"v1\""),
        ("Last-Modified", "Wed, 02 Dec 2026 10:00:00 GMT", "Tue, 01 Dec 2026 10:00:00 GMT"),
    ])
    func aPartialAnswerOfAnotherVersionIsNotAppended(header: String, sent: String, kept: String) async throws
    {
        let folder = try ScratchDirectory("courier-resume")
        let destination = folder.appending("a.txt")
        try Data("hello, ".utf8).write(to: DownloadResumption.partialFile(for: destination))
        try Data(kept.utf8).write(to: DownloadResumption.validatorFile(for: destination))
        // safe: a literal URL
        let client = Client(baseURL: URL(string: "https://api.example.com")!, transport: StubTransport())
        let headers: HTTPHeaders = [header: sent, "Content-Range": "bytes 7-11/12"]
        let rest = HTTPResponse(status: 206, headers: headers, body: Data("world".utf8))

        await #expect(throws: CourierError.self) {
            _ = try await client.send(
                Request.download("a.txt", to: destination, resumable: true).sample(rest))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}
