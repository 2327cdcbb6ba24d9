import Basics
import Courier
import Foundation
import HTTPServer
import TestSupport
import Testing

/// Multipart forms with parts made as they are sent (`UploadStream`), over each real transport, to
/// servers on loopback: Python's MIME parser reads back what arrived.
@Suite struct MultipartStreamTests {
    typealias Received = MultipartTests.Received

    let scratch: ScratchDirectory
    let notes: URL
    static let notesBytes = Data("line one\r\n--not a boundary\r\n".utf8)
    /// 1 MiB and a little, in 64 KiB chunks.
    static let chunks = (0..<17).map { Data(TestBytes.pattern(count: 65_536 - $0, seed: UInt8($0))) }
    static let whole = chunks.reduce(Data(), +)

    init() throws {
        scratch = try ScratchDirectory("multipart-streams")
        notes = scratch.appending("notes.txt")
        try Self.notesBytes.write(to: notes)
    }

    /// A fresh sequence of `chunks` on each call, counting the calls.
    static func stream(_ chunks: [Data] = chunks, length: Int? = nil, made: Basics.Locked<Int>? = nil)
        -> UploadStream
    {
        UploadStream(length: length) {
            made?.withLock { $0 += 1 }
            return AsyncStream { continuation in
                for chunk in chunks { continuation.yield(chunk) }
                continuation.finish()
            }
        }
    }

    /// A title, a stream with its length, a file, a stream without one, bytes in memory.
    func form(made: Basics.Locked<Int>? = nil, announcingEveryLength: Bool = false) -> MultipartForm {
        var form = MultipartForm()
        form.append("Export", name: "title")
        form.append(
            Self.stream(length: Self.whole.count, made: made), name: "export", filename: "export.bin")
        form.append(contentsOf: notes, name: "notes", contentType: "text/plain")
        let tail = [Data("a,b\n".utf8), Data("1,2\n".utf8)]
        form.append(
            Self.stream(tail, length: announcingEveryLength ? 8 : nil), name: "table", filename: "t.csv",
            contentType: "text/csv")
        form.append(Data([0, 1, 2]), name: "inline", filename: "inline.bin")
        return form
    }

    static func expectParts(of received: Received) async throws {
        let parsed = try await MultipartTests.parse(received)
        #expect(parsed.multipart && parsed.defects.isEmpty, "\(parsed.defects)")
        #expect(parsed.parts.map { $0.name ?? "-" } == ["title", "export", "notes", "table", "inline"])
        guard parsed.parts.count == 5 else { return }
        #expect(parsed.parts[0].data == Data("Export".utf8))
        #expect(parsed.parts[1].data == whole)
        #expect(parsed.parts[1].filename == "export.bin")
        #expect(parsed.parts[2].data == notesBytes)
        #expect(parsed.parts[3].data == Data("a,b\n1,2\n".utf8))
        #expect(parsed.parts[3].contentType == "text/csv")
        #expect(parsed.parts[4].data == Data([0, 1, 2]))
    }

    @Test(arguments: TransportKind.all)
    func streamedPartsArriveInTheirPlaceAmongTheOthers(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture(maxBodyBytes: 4 << 20)
        let client = Client(baseURL: fixture.url, transport: try kind.make())

        let received = try await client.send(Request<Received>.post("upload", body: .multipart(form())))

        try await Self.expectParts(of: received)
    }

    /// Chunked while any streamed part's length is unknown; `Content-Length` once all are known.
    @Test func theFormIsChunkedUnlessEveryStreamAnnouncesItsLength() async throws {
        let server = try LoopbackHTTPServer()
        let client = Client(baseURL: server.url("/"), transport: try TransportKind.curl.make())

        let chunked = try await client.send(Request<EchoedRequest>.post("echo", body: .multipart(form())))
        let measured = try await client.send(
            Request<EchoedRequest>.post("echo", body: .multipart(form(announcingEveryLength: true))))

        #expect(chunked.header("Transfer-Encoding") == "chunked")
        #expect(chunked.header("Content-Length") == nil)
        #expect(measured.header("Content-Length") == String(measured.body.count))
        #expect(measured.header("Transfer-Encoding") == nil)
        let contentType = try #require(measured.header("Content-Type"))
        try await Self.expectParts(of: Received(contentType: contentType, body: measured.body))
    }

    @Test(arguments: TransportKind.all)
    func aRetryMakesTheStreamsAgain(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture(maxBodyBytes: 4 << 20, failing: 1)
        let client = try fixture.retryingClient(kind)
        let made = Basics.Locked(0)
        var request = Request<Received>.post("upload", body: .multipart(form(made: made)))
        request.options.allowsRetry = true

        let received = try await client.send(request)

        #expect(fixture.uploads.withLock { $0 } == 2)
        #expect(made.withLock { $0 } == 2)
        try await Self.expectParts(of: received)
    }

    @Test(arguments: TransportKind.all)
    func aStreamedPartShorterThanAnnouncedFailsTheRequest(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture()
        let client = Client(baseURL: fixture.url, transport: try kind.make())
        var form = MultipartForm()
        form.append("1", name: "a")
        form.append(Self.stream([Data("short".utf8)], length: 10), name: "file", filename: "f.bin")

        await #expect {
            _ = try await client.send(Request<Received>.post("upload", body: .multipart(form)))
        } throws: { error in
            "\(error)".contains("made 5 bytes, not the 10 announced")
        }
    }

    @Test(arguments: TransportKind.all)
    func aMissingFileBesideAStreamIsRefusedBeforeAnythingIsSent(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture()
        let client = Client(baseURL: fixture.url, transport: try kind.make())
        var form = MultipartForm()
        form.append(Self.stream(), name: "export", filename: "export.bin")
        form.append(contentsOf: scratch.appending("missing.pdf"), name: "file")

        await #expect {
            _ = try await client.send(Request<Received>.post("upload", body: .multipart(form)))
        } throws: { error in
            guard case .encoding(let failure) = error as? CourierError else { return false }
            return failure.reason.contains("missing.pdf")
        }
        #expect(fixture.uploads.withLock { $0 } == 0)
    }
}
