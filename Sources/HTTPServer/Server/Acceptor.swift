import Basics
import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes connections off the listening socket on a thread of its own and hands each to libmicrohttpd
/// with `MHD_add_connection`, which gives it to a worker chosen by descriptor number.
///
/// Left to accept for themselves, libmicrohttpd's workers race for every connection, and the one that
/// wins a burst may keep all of it, leaving the other workers idle while it serves every
/// connection. Handed over by number, consecutive connections alternate between workers.
///
/// At `maxConnections` it accepts nothing more, so new clients wait in the backlog (as they did when
/// libmicrohttpd accepted) while the registry's watchdog frees slots. It counts the connections it
/// handed over that libmicrohttpd has not taken up yet: libmicrohttpd 0.9.75 leaves a lock held when a
/// worker finds itself full as it takes one up, and the next `MHD_stop_daemon` then waits forever.
/// `Daemon` also gives libmicrohttpd room for `maxConnections` per worker, so no worker is ever full.
/// It also applies `maxConnectionsPerAddress`, through the registry's count. When the server stops,
/// it takes what is still queued before refusing new clients (`stopAccepting(until:)`).
final class Acceptor: @unchecked Sendable {  // safe: `state` is locked, `isFailing` the thread's own
    private enum Mode {
        case accepting
        case draining(until: ContinuousClock.Instant)
        case stopping
    }

    private struct State {
        var mode = Mode.accepting
        /// A caller has asked the thread to end (and waits for it): later asks return at once.
        var ending = false
    }

    /// The listening socket (non-blocking), owned from `init` until `close()`.
    private let listening: Int32
    private let daemon: OpaquePointer
    private let connectionLimit: Int
    private let context: ServerContext
    /// A pipe whose read end the thread polls beside the listening socket, to be woken.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let state = Locked(State())
    private let ended = DispatchSemaphore(value: 0)
    /// The last `accept` failed (used by the thread only).
    private var isFailing = false

    init(listening: Int32, daemon: OpaquePointer, context: ServerContext) throws(ServerError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .socketFailed(operation: "pipe", errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        self.listening = listening
        self.daemon = daemon
        self.context = context
        connectionLimit = context.configuration.maxConnections
    }

    /// Starts the thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "courier-acceptor"
        thread.start()
    }

    /// Accepts the connections waiting in the backlog until it is empty or `deadline` passes, then
    /// shuts the listening socket down so that new clients are refused (a proxy retries those
    /// elsewhere) rather than left waiting. Returns when done.
    func stopAccepting(until deadline: ContinuousClock.Instant) { end(.draining(until: deadline)) }

    /// Ends the thread without taking what is queued (after `stopAccepting`, does nothing).
    func stop() { end(.stopping) }

    /// Closes the listening socket and the pipe; call after `stop()` (and after libmicrohttpd stopped).
    func close() {
        for descriptor in [listening, wakeRead, wakeWrite] { closeDescriptor(descriptor) }
    }

    private func end(_ mode: Mode) {
        let mustWait = state.withLock { state -> Bool in
            guard !state.ending else { return false }
            state.ending = true
            state.mode = mode
            return true
        }
        guard mustWait else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        ended.wait()
    }

    private func run() {
        defer { ended.signal() }
        while true {
            switch state.withLock({ $0.mode }) {
            case .stopping: return
            case .draining(let deadline):
                drain(until: deadline)
                return
            case .accepting: break
            }
            guard !isAtLimit else {
                waitForWake(milliseconds: 5)
                continue
            }
            var polled = [
                pollfd(fd: listening, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&polled, 2, -1) > 0 else { continue }  // EINTR
            // A byte in the pipe means the mode changed: the loop's next turn ends the thread.
            if polled[0].revents != 0 { acceptQueued() }
        }
    }

    /// Accepts until the backlog is empty (or the limit is reached).
    private func acceptQueued() {
        while !isAtLimit {
            switch acceptOne() {
            case .accepted(let client, var address, let length):
                isFailing = false
                handOver(client, address: &address, length: length)
            case .retry: continue
            case .empty: return
            case .failed(let code):
                // Out of descriptors or memory: wait a moment rather than spin on a full backlog, and
                // say so once per spell.
                if !isFailing {
                    context.logger.log(
                        .warning, "Cannot accept connections: \(String(cString: strerror(code)))")
                }
                isFailing = true
                waitForWake(milliseconds: 50)
                return
            }
        }
    }

    /// The backlog at shutdown, as in `stopAccepting(until:)`.
    private func drain(until deadline: ContinuousClock.Instant) {
        var accepted = 0
        draining: while ContinuousClock.now < deadline {
            // Only while the server is full does a backlog build up: take each waiting connection as a
            // slot frees up (libmicrohttpd closes one added past the limit).
            if isAtLimit {
                usleep(1000)
                continue
            }
            switch acceptOne() {
            case .accepted(let client, var address, let length):
                if handOver(client, address: &address, length: length) { accepted += 1 }
            case .retry: continue
            case .empty, .failed: break draining
            }
        }
        _ = shutdown(listening, Int32(SHUT_RDWR))
        if accepted > 0 {
            context.logger.log(.notice, "Accepted \(accepted) queued connections while draining")
        }
    }

    private enum Accepted {
        case accepted(Int32, sockaddr_storage, socklen_t)
        case retry, empty
        case failed(Int32)
    }

    private func acceptOne() -> Accepted {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let client = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                courier_accept_closing_on_exec(listening, $0, &length)
            }
        }
        if client >= 0 { return .accepted(client, address, length) }
        switch errno {
        case EINTR, ECONNABORTED: return .retry
        case EAGAIN, EWOULDBLOCK: return .empty
        case let code: return .failed(code)
        }
    }

    /// Hands `client` to libmicrohttpd, counted as expected until it announces the connection; on
    /// failure libmicrohttpd has closed the socket itself. A client whose address holds
    /// `maxConnectionsPerAddress` connections already is closed here instead.
    @discardableResult
    private func handOver(_ client: Int32, address: inout sockaddr_storage, length: socklen_t) -> Bool {
        guard context.connections.expect(client, from: ClientAddressKey(address)) else {
            closeDescriptor(client)
            context.logger.log(.debug, "Refused a connection: its address holds maxConnectionsPerAddress")
            return false
        }
        let added = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                MHD_add_connection(daemon, client, $0, length)
            }
        }
        if added != .YES { context.connections.unexpect(client) }
        return added == .YES
    }

    /// Whether the connections libmicrohttpd has, and those handed to it, reach `maxConnections`.
    private var isAtLimit: Bool {
        Int(courier_mhd_current_connections(daemon)) + context.connections.expectedCount >= connectionLimit
    }

    /// Sleeps until woken or `milliseconds` pass, and empties the pipe.
    private func waitForWake(milliseconds: Int32) {
        var polled = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
        guard poll(&polled, 1, milliseconds) > 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 16)
        _ = read(wakeRead, &bytes, bytes.count)
    }
}

/// `close(2)`, which the class's own `close()` hides inside it.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
