import Foundation
import Synchronization

/// One attempt's run of an ``UploadStream``, for a transport that reads its body a buffer at a time
/// (``CurlTransport``): a task runs the sequence into a small buffer, and `read` takes from it.
///
/// The task starts on the first `read` and is held back while `limit` bytes wait. When `read`
/// finds the buffer empty it answers ``Read/wait``: the transport pauses the transfer, and the
/// resumer is called once more bytes (or the end) are in. The task prefers the executor the
/// transport gives (its event loop), so a cooperative pool kept busy by blocking work elsewhere
/// cannot hold the upload back.
final class UploadPump: Sendable {
    /// What `read` found.
    enum Read: Equatable {
        case bytes(Int)
        /// Nothing yet: pause until the resumer is called.
        case wait
        /// The whole body has been read.
        case end
    }

    private struct State {
        var chunks: [Data] = []
        /// Bytes of `chunks[0]` already read.
        var offset = 0
        var buffered = 0
        var finished = false
        var failure: TransportError?
        var readerWaits = false
        var room: CheckedContinuation<Void, Never>?
        var started = false
        var task: Task<Void, Never>?
        var closed = false
        var resumer: (@Sendable () -> Void)?
        var executor: (any TaskExecutor)?
    }

    let stream: UploadStream
    let limit: Int
    private let state = Mutex(State())

    init(_ stream: UploadStream, limit: Int = 1 << 20) {
        self.stream = stream
        self.limit = limit
    }

    deinit { close() }

    /// Whether the first read has happened.
    var hasStarted: Bool { state.withLock { $0.started } }

    /// How to let the paused transfer go on once there is more to read, and the executor the
    /// sequence's task prefers (`nil`: the global pool).
    func setResumer(_ resume: @escaping @Sendable () -> Void, executor: (any TaskExecutor)? = nil) {
        state.withLock { state in
            state.resumer = resume
            state.executor = executor
        }
    }

    /// Copies buffered bytes into `buffer`, starting the sequence on the first call; throws the
    /// sequence's failure.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(TransportError) -> Read {
        let (result, room, start) = state.withLock {
            state -> (Result<Read, TransportError>, CheckedContinuation<Void, Never>?, Bool) in
            let start = !state.started && !state.closed
            state.started = true
            if let failure = state.failure { return (.failure(failure), nil, start) }
            guard state.buffered > 0 else {
                if state.finished { return (.success(.end), nil, start) }
                state.readerWaits = true
                return (.success(.wait), nil, start)
            }
            var copied = 0
            while copied < buffer.count, let chunk = state.chunks.first {
                let from = chunk.startIndex + state.offset
                let count = Swift.min(buffer.count - copied, chunk.count - state.offset)
                let target = UnsafeMutableRawBufferPointer(rebasing: buffer[copied..<copied + count])
                chunk.copyBytes(to: target, from: from..<from + count)
                copied += count
                state.offset += count
                if state.offset == chunk.count {
                    state.chunks.removeFirst()
                    state.offset = 0
                }
            }
            state.buffered -= copied
            let room = state.buffered < limit ? state.room : nil
            if room != nil { state.room = nil }
            return (.success(.bytes(copied)), room, start)
        }
        room?.resume()
        if start { run() }
        return try result.get()
    }

    /// Stops the sequence (the transfer has ended).
    func close() {
        let (task, room) = state.withLock { state in
            state.closed = true
            defer { state.room = nil }
            return (state.task, state.room)
        }
        room?.resume()
        task?.cancel()
    }

    private func run() {
        let executor = state.withLock { $0.executor }
        let task = Task(executorPreference: executor) { [self] in
            do throws(TransportError) {
                try await stream.run { chunk in
                    guard !chunk.isEmpty else { return }
                    await waitForRoom()
                    try Task.checkCancellation()
                    add(chunk)
                }
                end(nil)
            } catch {
                end(error)
            }
        }
        let closed = state.withLock { state in
            state.task = task
            return state.closed
        }
        if closed { task.cancel() }
    }

    private func waitForRoom() async {
        await withCheckedContinuation { (room: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                guard state.buffered >= limit, !state.closed else { return true }
                state.room = room
                return false
            }
            if ready { room.resume() }
        }
    }

    private func add(_ chunk: Data) {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            state.chunks.append(chunk)
            state.buffered += chunk.count
            return takeWaitingReader(&state)
        }
        resume?()
    }

    private func end(_ failure: TransportError?) {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            state.finished = true
            state.failure = failure
            return takeWaitingReader(&state)
        }
        resume?()
    }

    private func takeWaitingReader(_ state: inout State) -> (@Sendable () -> Void)? {
        guard state.readerWaits else { return nil }
        state.readerWaits = false
        return state.resumer
    }
}
