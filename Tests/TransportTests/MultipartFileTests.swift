import Courier
import Foundation
import Synchronization
import TestSupport
import Testing

/// Multipart forms with parts read from files, over each real transport, to the project's own server
/// on loopback: Python's MIME parser reads back what arrived.
@Suite struct MultipartFileTests {
    typealias Received = MultipartTests.Received

    let scratch: ScratchDirectory
    let large: URL
    let largeBytes = Data(TestBytes.pattern(count: 3 * 1024 * 1024 + 17, seed: 5))

    init() throws {
        scratch = try ScratchDirectory("multipart-files")
        large = scratch.appending("scan final.tiff")
        try largeBytes.write(to: large)
    }

    func form() throws -> MultipartForm {
        let small = scratch.appending("notes.txt")
        try Data("line one\r\n--not a boundary\r\n".utf8).write(to: small)
        let empty = scratch.appending("empty.bin")
        try Data().write(to: empty)
        var form = MultipartForm()
        form.append("Quarterly report", name: "title")
        form.append(contentsOf: large, name: "scan", contentType: "image/tiff")
        form.append(contentsOf: small, name: "notes", filename: "renamed.txt", contentType: "text/plain")
        form.append(contentsOf: empty, name: "nothing")
        form.append(Data([0, 1, 2]), name: "inline", filename: "inline.bin")
        return form
    }

    static func expectParts(of received: Received, largeBytes: Data) async throws {
        let parsed = try await MultipartTests.parse(received)
        #expect(parsed.multipart && parsed.defects.isEmpty, "\(parsed.defects)")
        let summary = parsed.parts.map { "\($0.name ?? "-") \($0.filename ?? "-") \($0.contentType ?? "-")" }
        #expect(
            summary == [
                "title - -", "scan scan final.tiff image/tiff", "notes renamed.txt text/plain",
                "nothing empty.bin application/octet-stream", "inline inline.bin application/octet-stream",
            ])
        guard parsed.parts.count == 5 else { return }
        #expect(parsed.parts[0].data == Data("Quarterly report".utf8))
        #expect(parsed.parts[1].data == largeBytes)
        #expect(parsed.parts[2].data == Data("line one\r\n--not a boundary\r\n".utf8))
        #expect(parsed.parts[3].data.isEmpty)
        #expect(parsed.parts[4].data == Data([0, 1, 2]))
    }

    @Test(arguments: TransportKind.all)
    func filePartsArriveAsAMIMEParserReadsThem(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture(maxBodyBytes: 8 << 20)
        let client = Client(baseURL: fixture.url, transport: try kind.make())
        let reports = Mutex<[TransferProgress]>([])
        let request = Request<Received>.post("upload", body: .multipart(try form()))
            .onProgress { progress in reports.withLock { $0.append(progress) } }

        let received = try await client.send(request)

        try await Self.expectParts(of: received, largeBytes: largeBytes)
        let seen = reports.withLock { $0 }
        #expect(seen.last?.bytesSent == received.body.count)
        if kind == .curl {
            #expect(seen.allSatisfy { $0.bytesExpectedToSend == received.body.count })
        }
    }

    @Test func theFilesStayOnDiskUntilTheyAreSent() throws {
        let client = Client(baseURL: URL(fileURLWithPath: "/"), transport: StubTransport())
        let wire = try client.makeHTTPRequest(Request<Received>.post("upload", body: .multipart(try form())))

        #expect(wire.body == nil)
        let segments = try #require(wire.bodySegments)
        let files = segments.compactMap { segment -> URL? in
            if case .file(let file) = segment { return file } else { return nil }
        }
        #expect(files.map(\.lastPathComponent) == ["scan final.tiff", "notes.txt", "empty.bin"])
        let inMemory = segments.reduce(0) { total, segment in
            if case .data(let data) = segment { return total + data.count } else { return total }
        }
        #expect(inMemory < 2_000)
    }

    @Test(arguments: TransportKind.all)
    func aRetrySendsTheFilesAgainFromTheStart(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture(maxBodyBytes: 8 << 20, failing: 1)
        let client = try fixture.retryingClient(kind)
        var request = Request<Received>.post("upload", body: .multipart(try form()))
        request.options.allowsRetry = true

        let received = try await client.send(request)

        #expect(fixture.uploads.withLock { $0 } == 2)
        try await Self.expectParts(of: received, largeBytes: largeBytes)
    }

    @Test(arguments: TransportKind.all)
    func aMissingFileIsRefusedBeforeAnythingIsSent(kind: TransportKind) async throws {
        let fixture = try MultipartTests.Fixture()
        let client = Client(baseURL: fixture.url, transport: try kind.make())
        var form = MultipartForm()
        form.append("1", name: "a")
        form.append(contentsOf: scratch.appending("missing.pdf"), name: "file")

        await #expect {
            _ = try await client.send(Request<Received>.post("upload", body: .multipart(form)))
        } throws: { error in
            guard case .encoding(let failure) = error as? CourierError else { return false }
            return failure.reason.contains("missing.pdf")
        }
        #expect(fixture.uploads.withLock { $0 } == 0)
    }

    @Test func theLoggedCurlCommandNamesTheFilesNotTheirBytes() throws {
        let client = Client(baseURL: URL(fileURLWithPath: "/"), transport: StubTransport())
        let wire = try client.makeHTTPRequest(Request<Received>.post("upload", body: .multipart(try form())))

        let command = CurlCommand.render(wire)
        #expect(command.contains(large.path) && command.contains("notes.txt"))
        #expect(!command.contains("Quarterly report"))
    }
}
