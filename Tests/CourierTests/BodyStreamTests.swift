import Foundation
import Synchronization
import Testing

@testable import Courier

/// The channel between a transport and a streamed body's reader, and `Client.bytes(for:)` over a
/// stub, which hands the body over in one chunk.
@Suite struct BodyStreamTests {
    static let client = Client(
        baseURL: URL(string: "https://api.example.com")!,  // safe: a literal URL
        transport: StubTransport())

    @Test func aStubbedBodyIsOneChunk() async throws {
        let request = Request<Data>.get("export").sample(json: #"{"a":1}"# + "\n" + #"{"a":2}"#)
        let (bytes, response) = try await Self.client.bytes(for: request)

        var lines: [String] = []
        for try await line in bytes.lines() { lines.append(line) }
        #expect(response.status == 200)
        #expect(response.body.isEmpty, "the head, as from a transport that streams")
        #expect(lines == [#"{"a":1}"#, #"{"a":2}"#])
    }

    @Test func aStubbedErrorIsThrownWithItsBody() async throws {
        await #expect {
            _ = try await Self.client.bytes(for: Request<Data>.get("export").sample(status: 403, json: "{}"))
        } throws: { ($0 as? CourierError)?.statusCode == 403 }
    }

    /// A failure the stream keeps for its reader holds a copy of the request, which must not hold
    /// the stream: the two would keep each other, and the transfer's task, for ever.
    @Test func aFailedStreamIsFreed() async throws {
        weak var freed: BodyStream?
        do {
            let stream = BodyStream(limit: 10)
            freed = stream
            var request = HTTPRequest(url: URL(fileURLWithPath: "/export"))
            request.options.bodyStream = stream
            let error = CourierError.status(
                StatusError(request: request, response: HTTPResponse(status: 404), apiError: nil)
            ).redacted
            #expect(error.request?.options.bodyStream == nil)
            stream.fail(error)
        }
        #expect(freed == nil)
    }

    /// Past the limit a chunk is held back, and the transfer resumed once half the limit is free.
    @Test func chunksPastTheLimitWaitForTheReader() throws {
        let stream = BodyStream(limit: 10)
        let resumed = Mutex(0)
        stream.setResumer { resumed.withLock { $0 += 1 } }
        #expect(stream.begin(HTTPResponse(status: 200)))
        let six = Data(count: 6)
        #expect(try six.withUnsafeBytes { try stream.deliver($0) })
        #expect(try !six.withUnsafeBytes { try stream.deliver($0) })
        #expect(stream.pauseCount == 1)
        stream.consumed(6)
        #expect(resumed.withLock { $0 } == 1)
        #expect(try six.withUnsafeBytes { try stream.deliver($0) })
        stream.consumed(6)
        #expect(resumed.withLock { $0 } == 1, "resumed only after a pause")
    }

    @Test func oneChunkLargerThanTheLimitGoesThrough() throws {
        let stream = BodyStream(limit: 10)
        #expect(try Data(count: 50).withUnsafeBytes { try stream.deliver($0) })
    }

    @Test func aSecondBeginningIsRefused() {
        let stream = BodyStream(limit: 10)
        #expect(stream.begin(HTTPResponse(status: 200)))
        #expect(!stream.begin(HTTPResponse(status: 200)))
        #expect(stream.hasBegun)
    }

    @Test func theHeadWaitsForTheResponseOrItsFailure() async throws {
        let stream = BodyStream(limit: 10)
        async let head = stream.head()
        _ = stream.begin(HTTPResponse(status: 206))
        #expect(try await head.status == 206)

        let failing = BodyStream(limit: 10)
        failing.fail(TransportError(.connectionLost))
        await #expect(throws: TransportError.self) { _ = try await failing.head() }
    }

    @Test func linesLongerThanTheLimitThrow() async throws {
        let request = Request<Data>.get("export").sample(json: String(repeating: "x", count: 100))
        let (bytes, _) = try await Self.client.bytes(for: request)

        await #expect(throws: ResponseLines.LineTooLong.self) {
            for try await _ in bytes.lines(maxLength: 50) {}
        }
    }
}
