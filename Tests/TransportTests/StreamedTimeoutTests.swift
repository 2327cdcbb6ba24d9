#if os(Linux)
    import Courier
    import Foundation
    import TestSupport
    import Testing

    /// Over libcurl a streamed body is not cut off at the timeout while it keeps moving: the timeout
    /// is how long it may stall (at least a second), and a transfer paused for its reader does not
    /// stall. A body in memory still gets it for the whole exchange, also on a handle that streamed
    /// before.
    /// The time limit turns a transfer that is never timed out (a stall rule that does not apply)
    /// into a failure rather than a hang.
    @Suite(.timeLimit(.minutes(1))) struct StreamedTimeoutTests {
        /// The timeout of a transfer that gets no answer, or whose reader falls behind.
        static let timeout = Duration.milliseconds(300)
        /// For the bodies that must outlast it while they keep arriving: a stall of up to 2 s (the
        /// timeout) is allowed, so a loaded machine that holds the server back for over a second
        /// does not fail them, and `/slow/60` (about 3 s) still runs past it.
        static let streamTimeout = Duration.seconds(2)

        @Test func aDownloadThatKeepsArrivingOutlastsTheTimeout() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make(timeout: Self.streamTimeout)
            let folder = try ScratchDirectory("stall")
            let file = folder.appending("slow.bin")

            let response = try await transport.send(
                HTTPRequest(url: server.url("/slow/60"), options: RequestOptions(downloadDestination: file)))

            #expect(response.status == 200)
            #expect(try Data(contentsOf: file).count == 60 * 1024)
            let error = await #expect(throws: TransportError.self) {
                try await transport.send(.get, server.url("/slow/60"))
            }
            #expect(error?.kind == .timedOut, "a body in memory keeps the whole-exchange timeout")
        }

        @Test func aDownloadThatGetsNoAnswerTimesOut() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make(timeout: Self.timeout)
            let folder = try ScratchDirectory("stall")

            let error = await #expect(throws: TransportError.self) {
                try await transport.send(
                    HTTPRequest(
                        url: server.url("/never"),
                        options: RequestOptions(downloadDestination: folder.appending("never.bin"))))
            }

            #expect(error?.kind == .timedOut)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        }

        @Test func aStreamedResponseIsReadPastTheTimeout() async throws {
            let server = try LoopbackHTTPServer()
            let client = Client(
                baseURL: server.url("/"), transport: try TransportKind.curl.make(timeout: Self.streamTimeout))

            let (bytes, response) = try await client.bytes(for: Request<Data>.get("slow/60"))
            var received = 0
            for try await chunk in bytes { received += chunk.count }

            #expect(response.status == 200)
            #expect(received == 60 * 1024)
        }

        /// A transfer held back for a slow reader is not stalled: libcurl does not time a paused one.
        @Test func aReaderThatFallsBehindIsNotTimedOut() async throws {
            let server = try LoopbackHTTPServer()
            let client = Client(
                baseURL: server.url("/"), transport: try TransportKind.curl.make(timeout: Self.timeout))

            let (bytes, _) = try await client.bytes(
                for: Request<Data>.get("bytes/300000"), bufferLimit: 16_384)
            try await Task.sleep(for: .seconds(2))
            var received = 0
            for try await chunk in bytes { received += chunk.count }

            #expect(received == 300_000)
        }

        @Test func anUploadThatKeepsSendingOutlastsTheTimeout() async throws {
            let server = try LoopbackHTTPServer()
            let client = Client(
                baseURL: server.url("/"), transport: try TransportKind.curl.make(timeout: Self.streamTimeout))
            let chunks = (0..<60).map { Data(TestBytes.pattern(count: 1024, seed: UInt8($0))) }
            // Made on a thread of its own, so a busy cooperative pool cannot stall the body.
            let stream = UploadStream(length: 60 * 1024) {
                AsyncThrowingStream<Data, any Error> { continuation in
                    Thread {
                        for chunk in chunks {
                            Thread.sleep(forTimeInterval: 0.05)
                            continuation.yield(chunk)
                        }
                        continuation.finish()
                    }.start()
                }
            }

            let echoed = try await client.send(
                Request<Data>.post(
                    "echo-body", body: .stream(stream, contentType: "application/octet-stream")))

            #expect(echoed == chunks.reduce(Data(), +))
        }
    }
#endif
