import Foundation

/// A request body made while it is sent: the chunks of an async sequence, which is made afresh for
/// each attempt, so a retried request sends the whole body again (``RequestBody/stream(_:contentType:)``).
///
/// <!-- example context: struct Receipt: Decodable {}
/// protocol Store: Sendable { func exportedLines() -> AsyncStream<Data> }
/// func example(client: Client, store: any Store) async throws { EXAMPLE } -->
/// ```swift
/// let export = UploadStream { store.exportedLines() }  // any AsyncSequence of Data
/// let receipt = try await client.send(
///     Request<Receipt>.post("imports", body: .stream(export, contentType: "application/x-ndjson")))
/// ```
///
/// Without a `length` the body goes out with `Transfer-Encoding: chunked`; with one, it is the
/// `Content-Length`, and a sequence that makes more or fewer bytes fails the request. A sequence
/// that throws fails it too, with its error's description. ``CurlTransport`` sends each chunk as it
/// comes and holds the sequence back while about a megabyte waits to be sent; other transports
/// collect the whole body first. A streamed body cannot be sent again within one attempt, so a
/// `307`/`308` redirect of it fails.
///
/// Two streams are equal only if they are the same instance's copies.
public struct UploadStream: Sendable, Hashable {
    /// The body's size, if known in advance.
    public let length: Int?
    /// Runs a fresh sequence, handing each chunk to `body`.
    let forEachChunk: @Sendable (_ body: (Data) async throws -> Void) async throws -> Void
    private let identity = Identity()

    /// - Parameters:
    ///   - length: the number of bytes the sequence makes, sent as `Content-Length`; `nil` sends the
    ///     body chunked.
    ///   - makeChunks: makes the sequence of chunks; called once for each attempt.
    public init<Chunks: AsyncSequence & Sendable>(
        length: Int? = nil, _ makeChunks: @escaping @Sendable () -> Chunks
    ) where Chunks.Element == Data {
        self.init(length: length) { body in
            for try await chunk in makeChunks() { try await body(chunk) }
        }
    }

    /// A stream that runs `forEachChunk` for each attempt.
    init(
        length: Int?,
        forEachChunk: @escaping @Sendable (_ body: (Data) async throws -> Void) async throws -> Void
    ) {
        self.length = length
        self.forEachChunk = forEachChunk
    }

    public static func == (lhs: UploadStream, rhs: UploadStream) -> Bool { lhs.identity === rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }

    private final class Identity: Sendable {}

    /// Runs a fresh sequence, handing each chunk to `body`, and holds it to its `length`: more
    /// bytes fail as soon as they are made, fewer at the end. Any error, the sequence's or
    /// `body`'s, becomes a ``TransportError`` (cancellation, ``TransportError/Kind/cancelled``).
    func run(_ body: (Data) async throws -> Void) async throws(TransportError) {
        var made = 0
        do {
            try await forEachChunk { chunk in
                made += chunk.count
                if let length, made > length { throw Self.wrongLength(made, announced: length) }
                try await body(chunk)
            }
        } catch let error as TransportError {
            throw error
        } catch is CancellationError {
            throw TransportError(.cancelled)
        } catch {
            throw TransportError(.other, "the request body's stream failed: \(error)")
        }
        if let length, made != length { throw Self.wrongLength(made, announced: length) }
    }

    /// The whole body in memory, for a transport that takes its body from there.
    func collect() async throws(TransportError) -> Data {
        var data = Data()
        try await run { data.append($0) }
        return data
    }

    private static func wrongLength(_ made: Int, announced: Int) -> TransportError {
        TransportError(.other, "the request body's stream made \(made) bytes, not the \(announced) announced")
    }
}
