import Basics
import Courier
import Foundation
import Synchronization
import TestSupport
import Testing

/// `Client.bytes(for:)` over each real transport, against a server on loopback: the body is read
/// as it arrives (libcurl), whole and in order, through the pipeline's validation and retry.
@Suite struct StreamingTests {
    static func client(_ server: LoopbackHTTPServer, _ kind: TransportKind, retry: Bool = false) throws
        -> Client
    {
        let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10), jitter: 0)
        let retrying = RetryMiddleware(policy: policy, clock: ManualClock(advancesBySleeping: true))
        return Client(
            baseURL: server.url("/"),
            middleware: retry ? [ValidationMiddleware(), retrying] : [ValidationMiddleware()],
            transport: try kind.make())
    }

    /// The server sends the first part, then waits until the test has read it: the reader gets
    /// the head and the first bytes while the rest does not exist yet.
    @Test func theFirstBytesArriveBeforeTheRestExists() async throws {
        let gate = ReplyGate()
        let body = TestBytes.pattern(count: 200_000)
        let server = try LoopbackHTTPServer { _ in
            .gated(
                status: 200, headers: [("Content-Type", "application/x-ndjson")], body: body, firstPart: 1000,
                gate: gate)
        }
        let client = try Self.client(server, .curl)

        let (bytes, response) = try await client.bytes(for: Request<Data>.get("export"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/x-ndjson")
        var received = Data()
        var iterator = bytes.makeAsyncIterator()
        while received.count < 1000, let chunk = try await iterator.next() { received.append(chunk) }
        #expect(received == Data(body.prefix(1000)))
        gate.open()
        while let chunk = try await iterator.next() { received.append(chunk) }

        #expect(received == Data(body))
    }

    /// Each event is handed over when its blank line arrives, before the stream goes on, whichever
    /// line break the stream uses.
    @Test(.timeLimit(.minutes(1)), arguments: ["\n", "\r", "\r\n"])
    func serverSentEventsArriveOneByOne(lineBreak: String) async throws {
        let gate = ReplyGate()
        let first = ["event: price", "data: 10", "", ""].joined(separator: lineBreak)
        let body = Array((first + ["data: 11", "", ""].joined(separator: lineBreak)).utf8)
        let server = try LoopbackHTTPServer { _ in
            .gated(
                status: 200, headers: [("Content-Type", "text/event-stream")], body: body,
                firstPart: first.utf8.count,
                gate: gate)
        }
        let (bytes, _) = try await Self.client(server, .curl).bytes(for: Request<Data>.get("updates"))
        var events = bytes.events().makeAsyncIterator()

        #expect(try await events.next() == ServerSentEvent(type: "price", data: "10"))
        gate.open()
        #expect(try await events.next() == ServerSentEvent(data: "11"))
        #expect(try await events.next() == nil)
    }

    @Test(arguments: TransportKind.all)
    func aLargeBodyArrivesWholeAndInOrder(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let (bytes, response) = try await Self.client(server, kind).bytes(
            for: Request<Data>.get("bytes/3000000"))

        var received = Data()
        for try await chunk in bytes { received.append(chunk) }

        #expect(response.status == 200)
        #expect(received == Data(TestBytes.pattern(count: 3_000_000)))
    }

    @Test(arguments: TransportKind.all)
    func anEmptyBodyEndsAtOnce(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let (bytes, response) = try await Self.client(server, kind).bytes(
            for: Request<Data>.get("status/204"))

        var chunks = 0
        for try await _ in bytes { chunks += 1 }
        #expect(response.status == 204)
        #expect(chunks == 0)
    }

    /// A status that is not 2xx is not streamed: its error, with the body, is thrown at once.
    @Test(arguments: TransportKind.all)
    func anErrorStatusThrowsWithItsBody(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 404, headers: [], body: Array(#"{"reason":"no such export"}"#.utf8))
        }

        await #expect {
            _ = try await Self.client(server, kind).bytes(for: Request<Data>.get("export"))
        } throws: { error in
            let failure = error as? CourierError
            return failure?.statusCode == 404
                && failure?.response?.body == Data(#"{"reason":"no such export"}"#.utf8)
        }
    }

    @Test(arguments: TransportKind.all)
    func linesAreSplitAtEitherLineBreak(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Array("first\nsecond\r\n\nlast".utf8)) }
        let (bytes, _) = try await Self.client(server, kind).bytes(for: Request<Data>.get("log"))

        var lines: [String] = []
        for try await line in bytes.lines() { lines.append(line) }

        #expect(lines == ["first", "second", "", "last"])
    }

    /// A reader behind by more than the buffer holds the transfer back until it catches up: the
    /// body still arrives whole, and never more than about the limit waits in memory.
    @Test func aSlowReaderHoldsTheTransferBack() async throws {
        let server = try LoopbackHTTPServer()
        let client = try Self.client(server, .curl)
        let (bytes, _) = try await client.bytes(
            for: Request<Data>.get("bytes/2000000"), bufferLimit: 64 * 1024)

        // Read nothing until the transfer has been held back (a failing test waits about 30 s).
        for _ in 0..<3000 where bytes.pauseCount == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        var received = Data()
        for try await chunk in bytes { received.append(chunk) }

        #expect(bytes.pauseCount >= 1)
        #expect(received == Data(TestBytes.pattern(count: 2_000_000)))
    }

    /// Leaving the loop early cancels the transfer; the transport carries on serving.
    @Test func stoppingEarlyCancelsTheTransfer() async throws {
        let gate = ReplyGate()
        let server = try LoopbackHTTPServer { request in
            request.route == "/echo"
                ? .echo
                : .gated(
                    status: 200, headers: [], body: TestBytes.pattern(count: 100_000), firstPart: 500,
                    gate: gate)
        }
        defer { gate.open() }
        let transport = try TransportKind.curl.make()
        let client = Client(baseURL: server.url("/"), transport: transport)

        let (bytes, _) = try await client.bytes(for: Request<Data>.get("export"))
        for try await _ in bytes { break }

        // The server still holds back the rest, so only a cancelled transfer gives its handle
        // back (a failing test waits at most about 30 s here).
        for _ in 0..<3000 where !transport.hasNoHandlesInUse {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(transport.hasNoHandlesInUse)
        try await transport.expectStillUsable(server.url("/echo"))
    }

    /// Cancelling the reading task ends the reading with `CancellationError`, never as if the
    /// body were complete, and cancels the transfer.
    @Test func cancellingTheReaderCancelsTheTransfer() async throws {
        let gate = ReplyGate()
        let server = try LoopbackHTTPServer { _ in
            .gated(
                status: 200, headers: [], body: TestBytes.pattern(count: 100_000), firstPart: 500, gate: gate)
        }
        defer { gate.open() }
        let transport = try TransportKind.curl.make()
        let client = Client(baseURL: server.url("/"), transport: transport)
        let (bytes, _) = try await client.bytes(for: Request<Data>.get("export"))
        let firstChunk = ReplyGate()

        let reader = Task {
            var received = 0
            for try await chunk in bytes {
                received += chunk.count
                firstChunk.open()
            }
            return received
        }
        await OwnThread.run { firstChunk.waitForTest() }
        reader.cancel()

        await #expect(throws: CancellationError.self) { _ = try await reader.value }
        for _ in 0..<3000 where !transport.hasNoHandlesInUse {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(transport.hasNoHandlesInUse)
    }

    /// A streamed body went to its reader, not into the response: the ETag cache must not keep
    /// that empty response and serve it on a later 304.
    @Test(arguments: TransportKind.all)
    func aStreamedResponseIsNotCached(kind: TransportKind) async throws {
        let body = Array(#"{"export":"full"}"#.utf8)
        let server = try LoopbackHTTPServer { request in
            request.header("If-None-Match") == "\"v1\""
                ? .respond(status: 304, headers: [("ETag", "\"v1\"")], body: [])
                : .respond(status: 200, headers: [("ETag", "\"v1\"")], body: body)
        }
        let client = Client(
            baseURL: server.url("/"), middleware: [ValidationMiddleware(), ConditionalRequestMiddleware()],
            transport: try kind.make())

        let (bytes, _) = try await client.bytes(for: Request<Data>.get("export"))
        for try await _ in bytes {}

        let again = Request<Data>.get("export").decoding(with: .data)
        #expect(try await client.send(again) == Data(body))
    }

    /// Before the body begins a retry is harmless; after, the failure reaches the reader, and the
    /// request is not sent again (its first bytes were read already).
    @Test(arguments: TransportKind.all)
    func aBodyCutOffIsNotSentAgain(kind: TransportKind) async throws {
        let requests = Mutex(0)
        let body = TestBytes.pattern(count: 100_000)
        let server = try LoopbackHTTPServer { _ in
            let number = requests.withLock {
                $0 += 1
                return $0
            }
            return number == 1
                ? .respond(status: 503, headers: [], body: [])
                : .cutShort(status: 200, headers: [], body: body, sent: 40_000)
        }
        let client = try Self.client(server, kind, retry: true)

        do {
            let (bytes, _) = try await client.bytes(for: Request<Data>.get("export"))
            var received = 0
            await #expect(throws: CourierError.self) {
                for try await chunk in bytes { received += chunk.count }
            }
            #expect(kind == .curl && received <= 40_000)
        } catch {
            // URLSession hands the body over only once complete, so the cut shows before the head.
            #expect(kind == .urlSession, "\(error)")
        }
        #expect(requests.withLock { $0 } == (kind == .curl ? 2 : 3))
    }
}
