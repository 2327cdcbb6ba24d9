import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// `Request.download(…, resumable: true)` through a `Client` over each real transport, against a
/// server on loopback that serves ranges: a cut-off download keeps its bytes, and the next attempt
/// asks only for the rest, or starts again when the kept bytes no longer belong to the file.
@Suite struct ResumableDownloadTests {
    static let content = TestBytes.pattern(count: 300_000)
    static let partialName = ".file.bin.part"
    static let validatorName = ".file.bin.part.validator"

    struct Fixture {
        let file: RangedFile
        let server: LoopbackHTTPServer
        let folder: ScratchDirectory
        let destination: URL
        /// Retry waits on this clock, which returns at once.
        let clock = ManualClock(advancesBySleeping: true)

        init(etag: String? = "\"v1\"", lastModified: String? = nil) throws {
            file = RangedFile(bytes: ResumableDownloadTests.content, etag: etag, lastModified: lastModified)
            server = try LoopbackHTTPServer(handler: file.reply(for:))
            folder = try ScratchDirectory("resume")
            destination = folder.appending("file.bin")
        }

        func client(_ kind: TransportKind, retry: Bool = false) throws -> Client {
            let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10), jitter: 0)
            return Client(
                baseURL: server.url("/"),
                middleware: retry
                    ? [ValidationMiddleware(), RetryMiddleware(policy: policy, clock: clock)]
                    : [ValidationMiddleware()],
                transport: try kind.make())
        }

        func download(maxBytes: Int? = nil, resumable: Bool = true) -> Request<URL> {
            .download("file.bin", to: destination, maxBytes: maxBytes, resumable: resumable)
        }

        /// What an earlier attempt would have kept: the first `count` bytes and a validator.
        func keep(_ count: Int, validator: String = "\"v1\"", bytes: [UInt8] = ResumableDownloadTests.content)
            throws
        {
            try Data(bytes.prefix(count)).write(to: folder.appending(ResumableDownloadTests.partialName))
            try Data(validator.utf8).write(to: folder.appending(ResumableDownloadTests.validatorName))
        }

        var names: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()) ?? []
        }

        func contents(_ name: String) throws -> Data { try Data(contentsOf: folder.appending(name)) }
    }

    @Test(arguments: TransportKind.all)
    func aCutOffDownloadKeepsItsBytesAndTheNextAttemptAsksForTheRest(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = try fixture.client(kind)
        fixture.file.cutOffNextAnswer(after: 100_000)

        await #expect(throws: CourierError.self) { _ = try await client.send(fixture.download()) }
        #expect(fixture.names == [Self.partialName, Self.validatorName])
        #expect(try fixture.contents(Self.partialName) == Data(Self.content.prefix(100_000)))
        #expect(try fixture.contents(Self.validatorName) == Data("\"v1\"".utf8))

        #expect(try await client.send(fixture.download()) == fixture.destination)
        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.names == ["file.bin"])
        let requests = fixture.file.requests
        #expect(requests.count == 2)
        #expect(requests[0].header("Range") == nil)
        #expect(requests[0].header("Accept-Encoding") == "identity")
        #expect(requests[1].header("Range") == "bytes=100000-")
        #expect(requests[1].header("If-Range") == "\"v1\"")
    }

    /// Cancelling is pausing: the bytes received so far are kept, and the next send resumes.
    @Test(arguments: TransportKind.all)
    func aCancelledDownloadKeepsItsBytes(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = try fixture.client(kind)
        let gate = ReplyGate()
        defer { gate.open() }
        fixture.file.holdNextAnswer(after: 100_000, until: gate)

        let task = Task { try await client.send(fixture.download()) }
        // Wait until the first part is on disk (the rest is held back until the gate opens).
        let partial = fixture.folder.appending(Self.partialName)
        func keptSize() -> Int {
            (try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? Int ?? 0
        }
        for _ in 0..<6000 where keptSize() < 100_000 {
            try await Task.sleep(for: .milliseconds(10))
        }
        task.cancel()
        let result = await task.result
        #expect((result.error as? CourierError)?.isCancelled == true, "\(result)")
        let kept = try fixture.contents(Self.partialName).count
        #expect(kept == 100_000)

        _ = try await client.send(fixture.download())

        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.file.requests.map { $0.header("Range") } == [nil, "bytes=\(kept)-"])
    }

    /// A retry continues the download within one `send`.
    @Test(arguments: TransportKind.all)
    func aRetryResumesWhereTheCutOffLeftOff(kind: TransportKind) async throws {
        let fixture = try Fixture()
        fixture.file.cutOffNextAnswer(after: 120_000)

        let file = try await fixture.client(kind, retry: true).send(fixture.download())

        #expect(try Data(contentsOf: file) == Data(Self.content))
        #expect(fixture.names == ["file.bin"])
        let ranges = fixture.file.requests.map { $0.header("Range") }
        #expect(ranges == [nil, "bytes=120000-"])
    }

    @Test(arguments: TransportKind.all)
    func keptBytesAreResumed(kind: TransportKind) async throws {
        let fixture = try Fixture()
        try fixture.keep(250_000)

        _ = try await fixture.client(kind).send(fixture.download())

        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.names == ["file.bin"])
        #expect(fixture.file.requests.map { $0.header("Range") } == ["bytes=250000-"])
    }

    /// `If-Range` names the version the kept bytes came from; the server has another, so it sends
    /// all of it and the kept bytes are replaced.
    @Test(arguments: TransportKind.all)
    func aChangedFileComesWhole(kind: TransportKind) async throws {
        let fixture = try Fixture()
        try fixture.keep(100_000, validator: "\"v0\"", bytes: Array(repeating: 9, count: 100_000))

        _ = try await fixture.client(kind).send(fixture.download())

        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.names == ["file.bin"])
        #expect(fixture.file.requests.map { $0.header("If-Range") } == ["\"v0\""])
    }

    /// Kept bytes longer than the file (it shrank): the server answers 416, and the download
    /// starts again in the same `send`.
    @Test(arguments: TransportKind.all)
    func keptBytesPastTheEndStartAgain(kind: TransportKind) async throws {
        let fixture = try Fixture()
        try fixture.keep(300_500, bytes: Self.content + Array(repeating: 1, count: 500))

        _ = try await fixture.client(kind).send(fixture.download())

        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.names == ["file.bin"])
        #expect(fixture.file.requests.map { $0.header("Range") } == ["bytes=300500-", nil])
    }

    @Test(arguments: TransportKind.all)
    func aRangeThatWasNotAskedForFailsAndForgetsTheKeptBytes(kind: TransportKind) async throws {
        let fixture = try Fixture()
        try fixture.keep(100_000)
        fixture.file.startRangesAt(5)

        await #expect {
            _ = try await fixture.client(kind).send(fixture.download())
        } throws: { error in
            "\(error)".contains("asked for bytes from 100000 on")
        }
        #expect(fixture.names.isEmpty)
    }

    /// A `206` that stops before the end of the file is kept, not committed, and the next
    /// attempt asks for what is still missing.
    @Test(arguments: TransportKind.all)
    func aRangeThatStopsShortIsKeptForLater(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = try fixture.client(kind)
        try fixture.keep(100_000)
        fixture.file.endRangesEarly(by: 50_000)

        await #expect {
            _ = try await client.send(fixture.download())
        } throws: { error in
            "\(error)".contains("the server sent 250000 of the 300000 bytes")
        }
        #expect(fixture.names == [Self.partialName, Self.validatorName])
        fixture.file.endRangesEarly(by: 0)
        _ = try await client.send(fixture.download())

        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.file.requests.map { $0.header("Range") } == ["bytes=100000-", "bytes=250000-"])
    }

    /// Without a validator nothing could tell the next attempt whether the kept bytes still
    /// belong to the file, so nothing is kept.
    @Test(arguments: TransportKind.all)
    func aResponseWithoutAValidatorIsNotKept(kind: TransportKind) async throws {
        let fixture = try Fixture(etag: nil)
        let client = try fixture.client(kind)
        fixture.file.cutOffNextAnswer(after: 100_000)

        await #expect(throws: CourierError.self) { _ = try await client.send(fixture.download()) }
        #expect(fixture.names.isEmpty)
        _ = try await client.send(fixture.download())
        #expect(fixture.file.requests.map { $0.header("Range") } == [nil, nil])
    }

    /// A weak `ETag` never matches `If-Range`; `Last-Modified` is used instead.
    @Test(arguments: TransportKind.all)
    func lastModifiedStandsInForAWeakETag(kind: TransportKind) async throws {
        let date = "Tue, 01 Dec 2026 10:00:00 GMT"
        let fixture = try Fixture(etag: "W/\"weak\"", lastModified: date)
        let client = try fixture.client(kind)
        fixture.file.cutOffNextAnswer(after: 50_000)

        await #expect(throws: CourierError.self) { _ = try await client.send(fixture.download()) }
        #expect(try fixture.contents(Self.validatorName) == Data(date.utf8))
        _ = try await client.send(fixture.download())

        #expect(try fixture.contents("file.bin") == Data(Self.content))
        #expect(fixture.file.requests.last?.header("If-Range") == date)
    }

    /// The limit counts the kept bytes too; a download over it is not kept.
    @Test(arguments: TransportKind.all)
    func aDownloadOverItsLimitIsNotKept(kind: TransportKind) async throws {
        let fixture = try Fixture()
        try fixture.keep(100_000)

        await #expect {
            _ = try await fixture.client(kind).send(fixture.download(maxBytes: 200_000))
        } throws: { error in
            guard case .transport(let failure, _) = error as? CourierError else { return false }
            return failure.kind == .responseTooLarge
        }
        #expect(fixture.names.isEmpty)
    }

    @Test(arguments: TransportKind.all)
    func anOrdinaryDownloadKeepsNothing(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = try fixture.client(kind)
        fixture.file.cutOffNextAnswer(after: 100_000)

        await #expect(throws: CourierError.self) {
            _ = try await client.send(fixture.download(resumable: false))
        }
        #expect(fixture.names.isEmpty)
        #expect(try DownloadTests.temporaryFiles(holding: Data(Self.content.prefix(100_000))) == [])
        _ = try await client.send(fixture.download(resumable: false))
        #expect(fixture.file.requests.map { $0.header("Range") } == [nil, nil])
        #expect(fixture.file.requests.map { $0.header("Accept-Encoding") != "identity" } == [true, true])
    }
}
