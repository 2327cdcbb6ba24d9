import Courier
import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RequestOptions.downloadDestination` over each real transport, to a server on loopback: a 2xx
/// body goes to the file, whole or not at all; other bodies stay in memory.
@Suite struct DownloadTests {
    static func download(_ url: URL, to file: URL) -> HTTPRequest {
        HTTPRequest(url: url, options: RequestOptions(downloadDestination: file))
    }

    /// The names in the folder: a partial file left behind would show here.
    static func contents(of folder: ScratchDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test(arguments: TransportKind.all)
    func aLargeBodyGoesToTheFileNotToMemory(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        // The memory limit is below the body's size: it does not apply to a file.
        let transport = try kind.make(maxResponseBytes: 1024 * 1024)
        let folder = try ScratchDirectory("download")
        let file = folder.appending("pattern.bin")
        let count = 6 * 1024 * 1024

        let response = try await transport.send(Self.download(server.url("/bytes/\(count)"), to: file))

        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.bodyFile == file)
        #expect(try Data(contentsOf: file) == Data(TestBytes.pattern(count: count)))
        #expect(try Self.contents(of: folder) == ["pattern.bin"])
    }

    /// A request with a body (an export posted as JSON, say) can have its answer written to a file.
    @Test(arguments: TransportKind.all)
    func aPostedBodyIsSentAndItsAnswerSaved(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("answer.bin")
        let body = Data(TestBytes.pattern(count: 200_000, seed: 21))
        var request = Self.download(server.url("/echo-body"), to: file)
        request.method = .post
        request.body = body

        _ = try await transport.send(request)

        #expect(try Data(contentsOf: file) == body)
    }

    @Test(arguments: TransportKind.all)
    func anExistingFileIsReplaced(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("old.bin")
        try Data(repeating: 7, count: 100_000).write(to: file)

        _ = try await transport.send(Self.download(server.url("/bytes/1000"), to: file))

        #expect(try Data(contentsOf: file) == Data(TestBytes.pattern(count: 1000)))
        #expect(try Self.contents(of: folder) == ["old.bin"])
    }

    @Test(arguments: TransportKind.all)
    func anEmptyBodyMakesAnEmptyFile(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("empty")

        let response = try await transport.send(Self.download(server.url("/bytes/0"), to: file))

        #expect(response.bodyFile == file)
        #expect(try Data(contentsOf: file).isEmpty)
    }

    /// A 404's body is the error's, not the file's: it stays in memory and the file is untouched.
    @Test(arguments: TransportKind.all)
    func anErrorStatusLeavesTheFileAlone(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("keep.txt")
        try Data("before".utf8).write(to: file)

        let response = try await transport.send(Self.download(server.url("/nothing-here"), to: file))

        #expect(response.status == 404)
        #expect(response.bodyFile == nil)
        #expect(String(decoding: response.body, as: UTF8.self) == "no such route")
        #expect(try String(contentsOf: file, encoding: .utf8) == "before")
        #expect(try Self.contents(of: folder) == ["keep.txt"])
    }

    /// Nothing stays in the temporary folder, on either transport: not an error's body, nor one
    /// refused as over the limit.
    @Test(arguments: TransportKind.all)
    func noBodyIsLeftInTheTemporaryFolder(kind: TransportKind) async throws {
        let body = Data(UUID().uuidString.utf8) + Data(TestBytes.pattern(count: 4000))
        let server = try LoopbackHTTPServer { request in
            .respond(status: request.path == "/missing" ? 404 : 200, headers: [], body: Array(body))
        }
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")

        let missing = try await transport.send(
            Self.download(server.url("/missing"), to: folder.appending("a")))
        var tooLarge = Self.download(server.url("/large"), to: folder.appending("b"))
        tooLarge.options.maxDownloadBytes = 1000
        await #expect(throws: TransportError.self) { _ = try await transport.send(tooLarge) }

        #expect(missing.body == body)
        #expect(try Self.temporaryFiles(holding: body) == [])
    }

    /// A session the transport wraps keeps its own delegate, so a download task writes the file:
    /// a 2xx is moved into place, another status's body stays in memory, and neither leaves a file
    /// in the temporary folder.
    @Test func aWrappedSessionsDownloadIsMovedIntoPlace() async throws {
        let server = try LoopbackHTTPServer()
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let transport = URLSessionTransport(session: session)
        let folder = try ScratchDirectory("wrapped-download")
        let file = folder.appending("file.bin")

        let response = try await transport.send(Self.download(server.url("/bytes/3000"), to: file))
        let missing = try await transport.send(
            Self.download(server.url("/nothing-here"), to: folder.appending("b")))

        #expect(response.bodyFile == file)
        #expect(try Data(contentsOf: file) == Data(TestBytes.pattern(count: 3000)))
        #expect(missing.status == 404 && missing.bodyFile == nil)
        #expect(String(decoding: missing.body, as: UTF8.self) == "no such route")
        #expect(try Self.contents(of: folder) == ["file.bin"])
        #expect(try Self.temporaryFiles(holding: Data(TestBytes.pattern(count: 3000))) == [])
    }

    /// The files directly in the temporary folder whose contents are `body`.
    static func temporaryFiles(holding body: Data) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            let url = folder.appendingPathComponent(name)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
            return size == body.count && (try? Data(contentsOf: url)) == body
        }
    }

    /// `maxDownloadBytes` limits the file: a larger body fails and leaves the destination alone;
    /// a body of exactly the limit is kept.
    @Test(arguments: TransportKind.all)
    func aBodyOverTheLimitLeavesTheFileAlone(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("keep.txt")
        try Data("before".utf8).write(to: file)
        var request = Self.download(server.url("/bytes/100000"), to: file)
        request.options.maxDownloadBytes = 50_000

        await #expect {
            _ = try await transport.send(request)
        } throws: { error in
            (error as? TransportError)?.kind == .responseTooLarge
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "before")
        #expect(try Self.contents(of: folder) == ["keep.txt"])

        request.url = server.url("/bytes/50000")
        _ = try await transport.send(request)
        #expect(try Data(contentsOf: file).count == 50_000)
        try await transport.expectStillUsable(server.url("/echo"))
    }

    @Test(arguments: TransportKind.all)
    func aTruncatedBodyLeavesTheFileAlone(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("keep.txt")
        try Data("before".utf8).write(to: file)

        await #expect(throws: TransportError.self) {
            _ = try await transport.send(Self.download(server.url("/truncated"), to: file))
        }

        #expect(try String(contentsOf: file, encoding: .utf8) == "before")
        #expect(try Self.contents(of: folder) == ["keep.txt"])
        try await transport.expectStillUsable(server.url("/echo"))
    }

    /// Cancelled halfway through (20 chunks, 50 ms apart): no file, no partial file.
    @Test(arguments: TransportKind.all)
    func aCancelledDownloadLeavesNothing(kind: TransportKind) async throws {
        // The rest of the body waits for the cancellation, so the download cannot end first.
        let gate = ReplyGate()
        let server = try LoopbackHTTPServer { request in
            request.path == "/held"
                ? .gated(
                    status: 200, headers: [], body: TestBytes.pattern(count: 20_480), firstPart: 1024,
                    gate: gate)
                : StandardRoutes.reply(for: request)
        }
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("slow.bin")

        let task = Task { try await transport.send(Self.download(server.url("/held"), to: file)) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()

        let result = await task.result
        gate.open()
        #expect((result.error as? TransportError)?.kind == .cancelled, "\(result)")
        // URLSession may deliver its cancellation before its delegate has removed the partial file.
        for _ in 0..<200 where try Self.contents(of: folder) != [] {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try Self.contents(of: folder) == [])
        try await transport.expectStillUsable(server.url("/echo"))
    }

    @Test(arguments: TransportKind.all)
    func aFolderThatDoesNotExistIsAClearError(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("download")
        let file = folder.appending("missing/folder/file.bin")

        await #expect {
            _ = try await transport.send(Self.download(server.url("/bytes/1000"), to: file))
        } throws: { error in
            let failure = error as? TransportError
            return failure?.kind == .other && failure?.message.contains("missing/folder") == true
        }
        try await transport.expectStillUsable(server.url("/echo"))
    }

    #if os(Linux)
        /// libcurl decodes a gzip body before the file sees it, and follows redirects to the body.
        @Test func theFileHoldsTheDecodedBodyOfTheFinalResponse() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let folder = try ScratchDirectory("download")

            let gzip = try await transport.send(
                Self.download(server.url("/gzip"), to: folder.appending("text")))
            #expect(try Data(contentsOf: folder.appending("text")) == Data(GzipFixture.plainText.utf8))
            #expect(gzip.body.isEmpty)

            let redirected = folder.appending("redirected.json")
            _ = try await transport.send(Self.download(server.url("/redirect/2"), to: redirected))
            let echoed = try JSONDecoder().decode(EchoedRequest.self, from: Data(contentsOf: redirected))
            #expect(echoed.path == "/echo")
        }
    #endif

    /// Through a `Client`: `Request.download` returns the file, and a refused download throws the
    /// status error with the body the server gave.
    @Test(arguments: TransportKind.all)
    func aTypedDownloadReturnsItsFile(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let client = Client(baseURL: server.url("/"), transport: try kind.make())
        let folder = try ScratchDirectory("download")
        let file = folder.appending("typed.bin")

        #expect(try await client.send(Request.download("bytes/5000", to: file)) == file)
        #expect(try Data(contentsOf: file).count == 5000)

        await #expect {
            _ = try await client.send(Request.download("status/403", to: folder.appending("refused")))
        } throws: { error in
            (error as? CourierError)?.statusCode == 403
        }
        #expect(try Self.contents(of: folder) == ["typed.bin"])
    }
}
