import Courier
import Foundation
import TestSupport
import Testing

/// Bodies over the configured limit fail with `.responseTooLarge`; bodies at the limit pass.
@Suite struct MaxResponseBytesTests {
    @Test(arguments: TransportKind.all)
    func bodyOverTheLimitIsRejected(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(maxResponseBytes: 1000)

        let atLimit = try await transport.send(.get, server.url("/bytes/1000"))
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/bytes/5000"))
        }

        #expect(atLimit.body.count == 1000)
        #expect(error?.kind == .responseTooLarge)
    }

    @Test(arguments: TransportKind.all)
    func limitAppliesToTheDecodedBody(kind: TransportKind) async throws {
        // The gzip fixture is 55 bytes on the wire and 1,040 decoded.
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(maxResponseBytes: 500)

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/gzip"))
        }

        #expect(error?.kind == .responseTooLarge)
    }

    /// A body with no announced length, 1 MiB of it sent and the rest held back: the client must
    /// refuse it from what has arrived, not wait for the whole body (it would time out instead).
    @Test(arguments: TransportKind.all)
    func aBodyOverTheLimitFailsWhileItIsStillArriving(kind: TransportKind) async throws {
        let gate = ReplyGate()
        let server = try LoopbackHTTPServer { _ in
            .gatedUnannounced(
                status: 200, body: TestBytes.pattern(count: 4 << 20), firstPart: 1 << 20, gate: gate)
        }
        defer {
            gate.open()
            server.stop()
        }
        // Long enough that a busy machine cannot turn the refusal into a timeout: the gate never opens.
        let transport = try kind.make(timeout: .seconds(120), maxResponseBytes: 64 << 10)
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/large"))
        }
        #expect(error?.kind == .responseTooLarge, "\(String(describing: error))")
    }

    @Test(arguments: TransportKind.all)
    func aRequestsOwnLimitHoldsBelowTheTransports(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let transport = try kind.make()
        func send(_ bytes: Int) async throws(TransportError) -> HTTPResponse {
            try await transport.send(
                HTTPRequest(
                    url: server.url("/bytes/\(bytes)"), options: RequestOptions(maxResponseBytes: 1000)))
        }
        #expect(try await send(1000).body.count == 1000)
        let error = await #expect(throws: TransportError.self) { try await send(5000) }
        #expect(error?.kind == .responseTooLarge)
        #expect(error?.message == "the response body is larger than the limit of 1000 bytes")
    }

    #if os(Linux)
        /// Headers larger than libcurl reads. The server was reached; its response could not be read.
        @Test(arguments: OversizedHead.allCases)
        func headersTooLargeToReadAreATooLargeResponse(head: OversizedHead) async throws {
            let server = try LoopbackHTTPServer { _ in
                .respond(status: 200, headers: head.headers, body: Array("[]".utf8))
            }
            defer { server.stop() }
            let transport = try TransportKind.curl.make()
            let error = await #expect(throws: TransportError.self) {
                try await transport.send(.get, server.url("/"))
            }
            #expect(error?.kind == .responseTooLarge, "\(String(describing: error))")
            #expect(error?.message.contains("headers are larger than can be read") == true)
        }
    #endif
}

/// Response heads too large to read.
enum OversizedHead: CaseIterable, Sendable {
    /// One `Link` line of 1.1 MB.
    case oneLine
    /// 400 lines of 1 KB.
    case manyLines

    var headers: [(String, String)] {
        switch self {
        case .oneLine: [("Link", String(repeating: "x", count: 1_100_000))]
        case .manyLines: (0..<400).map { ("X-Filler-\($0)", String(repeating: "a", count: 1000)) }
        }
    }
}
