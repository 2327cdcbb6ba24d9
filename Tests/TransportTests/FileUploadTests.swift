import Courier
import Foundation
import Synchronization
import TestSupport
import Testing

/// `HTTPRequest.bodyFile` over each real transport, to a server on loopback: the file's bytes arrive
/// exactly, read as they are sent.
@Suite(.offCooperativePool) struct FileUploadTests {
    static func upload(_ file: URL, to url: URL, observer: ProgressObserver? = nil) -> HTTPRequest {
        var request = HTTPRequest(
            method: .put, url: url, headers: ["Content-Type": "application/octet-stream"],
            options: RequestOptions(progress: observer))
        request.bodyFile = file
        return request
    }

    @Test(arguments: TransportKind.all)
    func aLargeFileArrivesExactly(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("upload")
        let file = folder.appending("large.bin")
        let bytes = Data(TestBytes.pattern(count: 8 * 1024 * 1024, seed: 11))
        try bytes.write(to: file)
        let reports = Mutex<[TransferProgress]>([])

        let response = try await transport.send(
            Self.upload(
                file, to: server.url("/echo-body"),
                observer: ProgressObserver { progress in reports.withLock { $0.append(progress) } }))

        #expect(response.status == 200)
        #expect(response.body == bytes)
        let seen = reports.withLock { $0 }
        #expect(seen.last == .completed(sent: bytes.count, received: bytes.count))
        if kind == .curl {
            #expect(seen.allSatisfy { $0.bytesExpectedToSend == bytes.count })
            #expect(seen.contains { $0.bytesSent > 0 && $0.bytesSent < bytes.count })
        }
    }

    @Test(arguments: TransportKind.all)
    func anEmptyFileSendsAnEmptyBody(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("upload")
        let file = folder.appending("empty")
        try Data().write(to: file)

        let response = try await transport.send(Self.upload(file, to: server.url("/echo")))

        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.method == "PUT" && echoed.body.isEmpty)
        #expect(echoed.header("Content-Length") == "0")
    }

    @Test(arguments: TransportKind.all)
    func aMissingFileIsAClearErrorAndNothingIsSent(kind: TransportKind) async throws {
        let received = Mutex(0)
        let server = try LoopbackHTTPServer { request in
            received.withLock { $0 += 1 }
            return StandardRoutes.reply(for: request)
        }
        let transport = try kind.make()
        let folder = try ScratchDirectory("upload")

        await #expect {
            _ = try await transport.send(
                Self.upload(folder.appending("nowhere.bin"), to: server.url("/echo-body")))
        } throws: { error in
            let failure = error as? TransportError
            return failure?.kind == .other && failure?.message.contains("nowhere.bin") == true
        }
        await #expect {
            _ = try await transport.send(Self.upload(folder.url, to: server.url("/echo-body")))
        } throws: { error in
            (error as? TransportError)?.message.contains("not a regular file") == true
        }
        #expect(received.withLock { $0 } == 0)
        try await transport.expectStillUsable(server.url("/echo"))
    }

    #if os(Linux)
        /// A server whose `/moved` answers `307` to `/echo-body`, which echoes the body it gets.
        static func movedServer() throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { request in
                request.route == "/moved"
                    ? .redirect(to: "/echo-body", status: 307) : StandardRoutes.reply(for: request)
            }
        }

        /// A 307 redirect repeats the request with its body: libcurl rewinds the file to send it again.
        @Test func aRedirectSendsTheFileAgain() async throws {
            let server = try Self.movedServer()
            let transport = try TransportKind.curl.make()
            let folder = try ScratchDirectory("upload")
            let file = folder.appending("again.bin")
            let bytes = Data(TestBytes.pattern(count: 300_000, seed: 5))
            try bytes.write(to: file)

            let response = try await transport.send(Self.upload(file, to: server.url("/moved")))

            #expect(response.status == 200)
            #expect(response.body == bytes)
        }

        /// A body in memory over 64 KiB is read by libcurl like a file, not copied: it too is sent
        /// whole, and again after a redirect; so is a body of bytes and files.
        @Test func aRedirectSendsALargeBodyAndSegmentsAgain() async throws {
            let server = try Self.movedServer()
            let transport = try TransportKind.curl.make()
            let folder = try ScratchDirectory("upload")
            let file = folder.appending("middle.bin")
            let middle = Data(TestBytes.pattern(count: 200_000, seed: 9))
            try middle.write(to: file)
            let bytes = Data(TestBytes.pattern(count: 300_000, seed: 5))

            var inMemory = HTTPRequest(method: .post, url: server.url("/moved"), body: bytes)
            #expect(try await transport.send(inMemory).body == bytes)
            inMemory.body = nil
            inMemory.bodySegments = [.data(bytes), .file(file), .data(Data("end".utf8))]
            #expect(try await transport.send(inMemory).body == bytes + middle + Data("end".utf8))
        }
    #endif

    /// A file up and a file down in one exchange: the echoed body lands in the destination.
    @Test(arguments: TransportKind.all)
    func aFileCanGoUpWhileTheAnswerGoesToAFile(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let folder = try ScratchDirectory("upload")
        let file = folder.appending("up.bin")
        let bytes = Data(TestBytes.pattern(count: 2 * 1024 * 1024, seed: 13))
        try bytes.write(to: file)
        var request = Self.upload(file, to: server.url("/echo-body"))
        request.options.downloadDestination = folder.appending("down.bin")

        let response = try await Client(baseURL: server.url("/"), transport: transport).send(request)

        #expect(response.bodyFile == folder.appending("down.bin"))
        #expect(try Data(contentsOf: folder.appending("down.bin")) == bytes)
    }

    /// Through a `Client`: `RequestBody.file` sets the content type and sends the file.
    @Test(arguments: TransportKind.all)
    func aTypedRequestUploadsItsFile(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let client = Client(baseURL: server.url("/"), transport: try kind.make())
        let folder = try ScratchDirectory("upload")
        let file = folder.appending("note.txt")
        try Data("a note\n".utf8).write(to: file)

        let echoed = try await client.send(
            Request<EchoedRequest>.post("echo", body: .file(file, contentType: "text/plain")))

        #expect(echoed.body == Data("a note\n".utf8))
        #expect(echoed.header("Content-Type") == "text/plain")
    }
}
