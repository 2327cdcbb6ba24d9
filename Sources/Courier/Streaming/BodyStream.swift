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
/// Chunks the reader has not taken yet are limited to about `limit` bytes: past it, a transport
/// that can (``CurlTransport``) holds the transfer back until the reader has caught up.
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
        /// The transport held back a chunk: `resumer` must be called once the reader catches up.
        var isPaused = false
        var resumer: (@Sendable () -> Void)?
        var pauses = 0
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

    /// A transport that can hold a chunk back sets how to let it go on (see ``deliver(_:)``).
    func setResumer(_ resume: @escaping @Sendable () -> Void) { state.withLock { $0.resumer = resume } }

    /// Passes a chunk of the body on; returns `false`, taking nothing, when the reader is more
    /// than `limit` bytes behind: the transport holds the chunk back until the resumer is called.
    /// Throws if the reader is gone.
    func deliver(_ bytes: UnsafeRawBufferPointer) throws(TransportError) -> Bool {
        let admitted = state.withLock { state -> Bool in
            // One chunk larger than the limit still goes through, or nothing ever would.
            guard state.buffered == 0 || state.buffered + bytes.count <= limit else {
                state.isPaused = true
                state.pauses += 1
                return false
            }
            state.buffered += bytes.count
            return true
        }
        guard admitted else { return false }
        if case .terminated = continuation.yield(Data(bytes)) { throw TransportError(.cancelled) }
        return true
    }

    /// The reader took `count` bytes; a transfer held back goes on once half the limit is free.
    func consumed(_ count: Int) {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            state.buffered -= count
            guard state.isPaused, state.buffered <= limit / 2 else { return nil }
            state.isPaused = false
            return state.resumer
        }
        resume?()
    }

    /// How many times the transfer was held back for the reader (for tests).
    package var pauseCount: Int { state.withLock { $0.pauses } }

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
