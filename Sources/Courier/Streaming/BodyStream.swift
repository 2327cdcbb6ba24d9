import Foundation
import Synchronization

/// The channel between a transport and the reader of a streamed response (``Client/bytes(for:bufferLimit:)``).
///
/// A transport that streams (``CurlTransport``) hands it the head of a 2xx response with
/// ``begin(_:)`` and then each chunk of the body with ``deliver(_:)``, as they arrive. For any other
/// transport, and for a 2xx response with no body, the client hands it the finished response
/// instead (``finish(with:)``), which reads as one chunk. Other statuses never begin a stream: their
/// bodies stay in memory, so the status error carries them.
///
/// Chunks the reader has not taken yet are limited to `limit` bytes; past it, the transfer fails
/// with ``TransportError/Kind/responseTooLarge`` rather than hold more.
///
/// Two streams are equal only if they are the same instance, so options that carry one stay
/// `Hashable`.
final class BodyStream: Sendable, Hashable {
    private typealias HeadWaiter = CheckedContinuation<HTTPResponse, any Error>

    private struct State {
        var head: Result<HTTPResponse, any Error>?
        /// The caller of `head()`, waiting.
        var headWaiter: HeadWaiter?
        var hasBegun = false
        var hasEnded = false
        var buffered = 0
        var producer: Task<Void, Never>?
    }

    let limit: Int
    let chunks: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
        (chunks, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    /// Whether the body has begun to reach the reader: a retry could not take it back.
    var hasBegun: Bool { state.withLock { $0.hasBegun } }

    /// The task that sends the request; cancelled if the reader stops early.
    func setProducer(_ task: Task<Void, Never>) { state.withLock { $0.producer = task } }

    /// Whether the exchange has ended, well or not: an end of the chunks before it means the
    /// reading task was cancelled.
    var hasEnded: Bool { state.withLock { $0.hasEnded } }

    /// The reader let go of the body: a transfer still under way is cancelled.
    func readerLeft() { state.withLock { $0.producer }?.cancel() }

    /// A 2xx response's head, before its body. Returns `false` if a body began already (a
    /// second attempt), which must not reach the reader.
    func begin(_ head: HTTPResponse) -> Bool {
        let outcome = state.withLock { state -> (begun: Bool, waiter: HeadWaiter?) in
            guard !state.hasBegun else { return (false, nil) }
            state.hasBegun = true
            state.head = .success(head)
            let waiter = state.headWaiter
            state.headWaiter = nil
            return (true, waiter)
        }
        outcome.waiter?.resume(returning: head)
        return outcome.begun
    }

    /// Passes a chunk of the body on. Throws if the reader is too far behind, or gone.
    func deliver(_ bytes: UnsafeRawBufferPointer) throws(TransportError) {
        let admitted = state.withLock { state -> Bool in
            guard state.buffered + bytes.count <= limit else { return false }
            state.buffered += bytes.count
            return true
        }
        guard admitted else {
            throw TransportError(
                .responseTooLarge, "the reader fell more than \(limit) bytes behind the stream")
        }
        if case .terminated = continuation.yield(Data(bytes)) { throw TransportError(.cancelled) }
    }

    /// The reader took `count` bytes.
    func consumed(_ count: Int) { state.withLock { $0.buffered -= count } }

    /// The exchange ended with `response`: the end of a streamed body, or, if nothing began, the
    /// whole response, whose body is then the one chunk.
    func finish(with response: HTTPResponse) {
        var head = response
        head.body = Data()
        if begin(head) {
            if !response.body.isEmpty {
                state.withLock { $0.buffered += response.body.count }
                continuation.yield(response.body)
            }
        }
        state.withLock { $0.hasEnded = true }
        continuation.finish()
    }

    /// The exchange failed: before the head, `head()` throws `error`; after it, reading does.
    func fail(_ error: any Error) {
        let waiter = state.withLock { state -> HeadWaiter? in
            if state.head == nil { state.head = .failure(error) }
            state.hasEnded = true
            let waiter = state.headWaiter
            state.headWaiter = nil
            return waiter
        }
        waiter?.resume(throwing: error)
        continuation.finish(throwing: error)
    }

    /// The response's head, once it has arrived.
    func head() async throws -> HTTPResponse {
        try await withCheckedThrowingContinuation { waiter in
            let known = state.withLock { state -> Result<HTTPResponse, any Error>? in
                if state.head == nil { state.headWaiter = waiter }
                return state.head
            }
            if let known { waiter.resume(with: known) }
        }
    }

    static func == (lhs: BodyStream, rhs: BodyStream) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
