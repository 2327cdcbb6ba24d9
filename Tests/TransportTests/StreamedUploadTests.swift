import Basics
import Courier
import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

/// `RequestBody.stream` over each real transport, to servers on loopback: the chunks arrive whole
/// and in order, the request goes out before the sequence ends (libcurl), and a failing, short or
/// cancelled sequence fails the request clearly.
@Suite struct StreamedUploadTests {
    static let chunks = (0..<40).map { Data(TestBytes.pattern(count: 5_000, seed: UInt8($0))) }
    static let whole = chunks.reduce(Data(), +)

    /// A sequence of `chunks`, made afresh on each call.
    static func sequence(_ chunks: [Data] = chunks) -> AsyncStream<Data> {
        AsyncStream { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
    }

    static func echo(_ stream: UploadStream, kind: TransportKind, server: LoopbackHTTPServer) async throws
        -> EchoedRequest
    {
        let client = Client(baseURL: server.url("/"), transport: try kind.make())
        return try await client.send(
            Request<EchoedRequest>.post("echo", body: .stream(stream, contentType: "application/x-ndjson")))
    }

    @Test(arguments: TransportKind.all)
    func aStreamArrivesWholeAndInOrder(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()

        let echoed = try await Self.echo(UploadStream { Self.sequence() }, kind: kind, server: server)

        #expect(echoed.body == Self.whole)
        #expect(echoed.header("Content-Type") == "application/x-ndjson")
        if kind == .curl {
            #expect(echoed.header("Transfer-Encoding") == "chunked")
            #expect(echoed.header("Content-Length") == nil)
        }
    }

    /// Far more than the megabyte held back at a time, in 64 KiB chunks.
    @Test(arguments: TransportKind.all)
    func aLargeStreamArrivesWhole(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let large = (0..<128).map { Data(TestBytes.pattern(count: 65_536, seed: UInt8($0))) }
        let client = Client(baseURL: server.url("/"), transport: try kind.make())
        let stream = UploadStream { Self.sequence(large) }

        let echoed = try await client.send(
            Request<Data>.post("echo-body", body: .stream(stream, contentType: "application/octet-stream")))

        #expect(echoed == large.reduce(Data(), +))
    }

    @Test(arguments: TransportKind.all)
    func aStreamWithItsLengthSendsContentLength(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let stream = UploadStream(length: Self.whole.count) { Self.sequence() }

        let echoed = try await Self.echo(stream, kind: kind, server: server)

        #expect(echoed.body == Self.whole)
        #expect(echoed.header("Content-Length") == String(Self.whole.count))
        #expect(echoed.header("Transfer-Encoding") == nil)
    }

    /// An error from the sequence, or a length other than the one announced, fails the request
    /// with a transport error that says so.
    @Test(arguments: TransportKind.all)
    func aFailingOrShortStreamFailsTheRequest(kind: TransportKind) async throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the export broke" }
        }
        let server = try LoopbackHTTPServer()
        let failing = UploadStream {
            AsyncThrowingStream<Data, any Error> { continuation in
                continuation.yield(Data("first".utf8))
                continuation.finish(throwing: Broken())
            }
        }
        let short = UploadStream(length: 100) { Self.sequence([Data("only 13 bytes".utf8)]) }

        for (stream, expected) in [(failing, "the export broke"), (short, "made 13 bytes, not the 100")] {
            await #expect {
                _ = try await Self.echo(stream, kind: kind, server: server)
            } throws: { error in
                guard case .transport(let failure, _) = error as? CourierError else { return false }
                return failure.message.contains(expected)
            }
        }
    }

    /// Each attempt makes the sequence afresh: a retried request sends the whole body again.
    @Test(arguments: TransportKind.all)
    func aRetryMakesTheSequenceAgain(kind: TransportKind) async throws {
        let attempts = Mutex(0)
        let server = try LoopbackHTTPServer { request in
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            return attempt == 1
                ? .respond(status: 503, headers: [("Retry-After", "0")], body: [])
                : StandardRoutes.reply(for: request)
        }
        let made = Mutex(0)
        let stream = UploadStream {
            made.withLock { $0 += 1 }
            return Self.sequence()
        }
        let policy = RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(1), jitter: 0)
        let client = Client(
            baseURL: server.url("/"),
            middleware: [
                ValidationMiddleware(),
                RetryMiddleware(policy: policy, clock: ManualClock(advancesBySleeping: true)),
            ],
            transport: try kind.make())
        var request = Request<EchoedRequest>.post("echo", body: .stream(stream, contentType: "text/plain"))
        request.options.allowsRetry = true

        let echoed = try await client.send(request)

        #expect(echoed.body == Self.whole)
        #expect(made.withLock { $0 } == 2)
    }

    #if os(Linux)
        /// The request's head reaches the server while the sequence still holds its last chunk back:
        /// libcurl sends chunks as they come rather than after the whole body.
        @Test(.timeLimit(.minutes(1)))
        func theRequestGoesOutBeforeTheLastChunkIsMade() async throws {
            let (heads, headArrived) = AsyncStream.makeStream(of: Void.self)
            let server = Server(
                configuration: ServerConfiguration(port: 0, logLevel: .critical, accessLogLevel: .trace),
                responder: HeadWatcher(headArrived: headArrived))
            let port = try server.start()
            defer { server.shutdown(gracePeriod: .seconds(1)) }
            let (body, source) = AsyncStream.makeStream(of: Data.self)
            let client = Client(
                baseURL: try #require(URL(string: "http://127.0.0.1:\(port)/")),
                transport: try TransportKind.curl.make())
            let stream = UploadStream { body }

            source.yield(Data("first line\n".utf8))
            async let counted = client.send(
                Request<Int>.post("count", body: .stream(stream, contentType: "text/plain")))
            var arrivals = heads.makeAsyncIterator()
            _ = await arrivals.next()
            source.yield(Data("last line\n".utf8))
            source.finish()

            #expect(try await counted == 21)
        }

        /// A server whose `screen(head:)` reports each request's head, and which answers with the
        /// number of body bytes it received.
        struct HeadWatcher: RequestScreening {
            let headArrived: AsyncStream<Void>.Continuation

            func screen(head: HTTPServer.Request) -> Response? {
                headArrived.yield()
                return nil
            }

            func respond(to request: HTTPServer.Request) throws -> Response {
                try .json(encodable: request.body.count)
            }
        }

        /// Cancelling the request while the sequence waits stops the sequence and throws
        /// `.cancelled`.
        @Test(.timeLimit(.minutes(1)))
        func cancellingTheRequestStopsTheSequence() async throws {
            let server = try LoopbackHTTPServer()
            let (ended, end) = AsyncStream.makeStream(of: Void.self)
            let (started, start) = AsyncStream.makeStream(of: Void.self)
            let stream = UploadStream {
                AsyncStream<Data> { continuation in
                    continuation.onTermination = { _ in end.yield() }
                    continuation.yield(Data("the first and only chunk".utf8))
                    start.yield()
                }
            }
            let client = Client(baseURL: server.url("/"), transport: try TransportKind.curl.make())
            let sending = Task {
                try await client.send(
                    Request<Data>.post("echo", body: .stream(stream, contentType: "text/plain")))
            }
            var starts = started.makeAsyncIterator()
            _ = await starts.next()
            sending.cancel()

            await #expect {
                _ = try await sending.value
            } throws: { error in
                guard case .transport(let failure, _) = error as? CourierError else { return false }
                return failure.kind == .cancelled
            }
            var ends = ended.makeAsyncIterator()
            _ = await ends.next()
        }

        /// A `307` asks for the body again, which a stream cannot give within one attempt.
        @Test func aRedirectOfAStreamFailsClearly() async throws {
            let server = try LoopbackHTTPServer { request in
                request.route == "/moved"
                    ? .redirect(to: "/echo", status: 307) : StandardRoutes.reply(for: request)
            }
            let client = Client(baseURL: server.url("/"), transport: try TransportKind.curl.make())
            let stream = UploadStream { Self.sequence() }

            await #expect {
                _ = try await client.send(
                    Request<EchoedRequest>.post("moved", body: .stream(stream, contentType: "text/plain")))
            } throws: { error in
                guard case .transport(let failure, _) = error as? CourierError else { return false }
                return failure.message.contains("cannot be sent twice")
            }
        }
    #endif
}
