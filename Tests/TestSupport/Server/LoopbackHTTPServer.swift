import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scriptable HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for testing clients against real
/// sockets. One thread accepts; each connection gets its own thread with blocking I/O and keep-alive.
///
/// ```swift
/// let server = try LoopbackHTTPServer()          // StandardRoutes
/// defer { server.stop() }
/// let url = server.url("/echo")
/// ```
public final class LoopbackHTTPServer: Sendable {
    /// Decides what to do with each request.
    public typealias Handler = @Sendable (ReceivedRequest) -> ScriptedReply

    /// The port the server listens on.
    public let port: Int
    private let connections: ConnectionRegistry

    /// Starts listening and accepting at once.
    public init(handler: @escaping Handler = StandardRoutes.reply(for:)) throws(TestServerError) {
        let (listener, port) = try Socket.bindLoopback(listening: true)
        self.port = port
        let connections = ConnectionRegistry(listener: listener)
        self.connections = connections
        Thread.detachNewThread { connections.acceptLoop(handler: handler) }
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>` followed by `path`.
    public func url(_ path: String) -> URL {
        // safe: the string is a well-formed http URL for any path the tests pass
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// How many TCP connections the server has accepted so far.
    public var acceptedConnections: Int { connections.acceptedCount }

    /// Stops accepting and shuts down every open connection. Safe to call more than once.
    public func stop() { connections.shutDownAll() }
}

/// The listening socket and the open connections, shared by the accept thread, the connection
/// threads and `stop()`. A connection's descriptor is only closed while holding the lock, so
/// `shutDownAll` never touches a descriptor number that was reused. (`@unchecked`: `state` is only
/// touched under `lock`, an `NSLock` rather than `Mutex` so that ThreadSanitizer can see it.)
private final class ConnectionRegistry: @unchecked Sendable {
    private struct State {
        var open: Set<Int32> = []
        var accepted = 0
        var stopped = false
        /// The accept loop has ended (stopped, or `accept` failed) and closed the listening socket.
        var listenerClosed = false
    }

    private let listener: Int32
    private let lock = NSLock()
    private var state = State()

    init(listener: Int32) { self.listener = listener }

    var acceptedCount: Int { lock.withLock { state.accepted } }

    func acceptLoop(handler: @escaping LoopbackHTTPServer.Handler) {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                break
            }
            let admitted = lock.withLock {
                guard !state.stopped else { return false }
                state.open.insert(client)
                state.accepted += 1
                return true
            }
            guard admitted else {
                close(client)
                break
            }
            Socket.setNoDelay(client)
            Thread.detachNewThread { self.serve(client, handler: handler) }
        }
        // Closed under the lock, and marked: a later `shutDownAll` must not shut down whatever
        // socket has this number by then.
        lock.withLock {
            close(listener)
            state.listenerClosed = true
        }
    }

    private func serve(_ fd: Int32, handler: LoopbackHTTPServer.Handler) {
        let reader = ConnectionReader(fd: fd)
        let writer = ReplyWriter(fd: fd, reader: reader)
        var fate = ConnectionFate.keepAlive
        while fate == .keepAlive, let request = ReceivedRequest.read(from: reader, replyingOn: fd) {
            let closing = request.header("Connection")?.lowercased() == "close"
            fate = writer.perform(handler(request), for: request, closing: closing)
        }
        lock.withLock {
            state.open.remove(fd)
            if fate == .reset { Socket.setLingerZero(fd) }
            close(fd)
        }
    }

    func shutDownAll() {
        lock.withLock {
            guard !state.stopped else { return }
            state.stopped = true
            if !state.listenerClosed { shutdown(listener, Int32(SHUT_RDWR)) }
            for fd in state.open { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }
}
