import Foundation

/// A response body read as it arrives: chunks of bytes, in order (see ``Client/bytes(for:bufferLimit:)``).
///
/// Iterate it once. It ends when the body is complete and throws if the exchange fails part way
/// (a ``CourierError``). Stopping early cancels the transfer: a `break`, or cancelling the reading
/// task (reading then throws `CancellationError`).
public struct ResponseBytes: AsyncSequence, Sendable {
    public typealias Element = Data

    /// Held by this value and its copies: when the last goes before the body has been read, so
    /// does the transfer.
    private let reader: Reader

    init(stream: BodyStream) { reader = Reader(stream) }

    /// Cancels the transfer when the reader lets go: of the sequence, or of its iterator, as a
    /// `break` out of a `for try await` loop does (`AsyncThrowingStream` alone does not cancel
    /// then, in Swift 6.3).
    final class Reader: Sendable {
        let stream: BodyStream
        init(_ stream: BodyStream) { self.stream = stream }
        deinit { stream.readerLeft() }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
        let reader: Reader

        public mutating func next() async throws -> Data? {
            guard let chunk = try await chunks.next() else {
                // The chunks end early only when the reading task is cancelled.
                guard reader.stream.hasEnded else { throw CancellationError() }
                return nil
            }
            reader.stream.consumed(chunk.count)
            return chunk
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let stream = reader.stream
        return AsyncIterator(chunks: stream.chunks.makeAsyncIterator(), reader: Reader(stream))
    }

    /// How many times the transfer was held back for this reader (for tests).
    package var pauseCount: Int { reader.stream.pauseCount }

    /// The body as lines of UTF-8 text, split at `\n` or `\r\n` (for JSON Lines, or a log tailed
    /// over HTTP). A line longer than `maxLength` bytes throws rather than grow without bound.
    public func lines(maxLength: Int = 1 << 20) -> ResponseLines {
        ResponseLines(bytes: self, maxLength: maxLength)
    }
}
