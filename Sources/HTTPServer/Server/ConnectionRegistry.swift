import Basics
import CMicroHTTPD  // its header declares the socket constants too, and Swift may see them only there
import Foundation

/// Every open connection and how far its current request has come, the counts of requests under
/// way, and a watchdog thread that closes the connections slow clients hold.
///
/// Each step of a request (request line, headers, handling, completion) is one call here and takes
/// the lock once, as every request pays for them.
///
/// libmicrohttpd's own timeout counts inactivity, so a client that trickles a byte every few
/// seconds (slowloris) keeps a connection forever. The watchdog closes, every quarter second:
/// - a connection idle (no request line) for `connectionTimeout` since it opened or last answered;
/// - one still sending the headers `requestHeaderTimeout` after its request line;
/// - one whose body has averaged under `minimumBodyBytesPerSecond` since its request line, once
///   `requestHeaderTimeout` has passed;
/// - near `maxConnections` (nine tenths), connections idle for a second or more, the longest idle
///   first, until four fifths are left: well-behaved clients keep getting served when it fills.
///
/// A connection whose socket holds bytes nobody has read yet is not idle, whatever its phase says:
/// its client has sent a request that a busy worker has not got round to (one taken from the
/// backlog while its worker runs a slow handler, say), so neither idle rule closes it.
///
/// Closing means `shutdown(2)` on the socket, under the lock that the close notification also takes,
/// so the descriptor is still libmicrohttpd's; libmicrohttpd then sees the end and cleans up.
///
/// It also counts the connections each client address holds, for `maxConnectionsPerAddress`. A
/// connection stops counting as soon as it is answered with `connection: close` (or its client asked
/// for that), not when libmicrohttpd gets round to cleaning it up: a client that reconnects the
/// moment it has its answer is not refused for a connection the server has already finished with.
final class ConnectionRegistry: @unchecked Sendable {  // safe: records are used under `lock`
    /// One connection, passed to libmicrohttpd as its socket context.
    final class Record {
        enum Phase { case idle, headers, body, handling }

        let descriptor: Int32
        /// The client's numeric address, read once when the connection opened.
        let address: String?
        fileprivate var phase = Phase.idle
        /// When the request line arrived (for the headers and body phases) or the last answer went.
        fileprivate var since: ContinuousClock.Instant
        fileprivate var bodyBytes = 0
        fileprivate var closed = false
        /// The address it counts against for `maxConnectionsPerAddress`, until it closes or is closing.
        fileprivate var heldFrom: ClientAddressKey?
        /// No request has started on it yet.
        fileprivate var isFresh = true

        init(descriptor: Int32, address: String?, now: ContinuousClock.Instant) {
            self.descriptor = descriptor
            self.address = address
            since = now
        }

        fileprivate func enter(_ phase: Phase, since instant: ContinuousClock.Instant) {
            self.phase = phase
            since = instant
            bodyBytes = 0
            if phase != .idle { isFresh = false }
        }
    }

    private let lock = NSLock()
    private var records: [ObjectIdentifier: Record] = [:]
    private let configuration: ServerConfiguration
    private let logger: Logger
    private var stopped = false
    /// A socket handed to libmicrohttpd by the `Acceptor` that it has not announced yet.
    private struct Expected {
        let since: ContinuousClock.Instant
        /// The address it counts against, if addresses are capped.
        let address: ClientAddressKey?
    }

    private var expected: [Int32: Expected] = [:]
    /// Connections held per client address: expected or open, and not closing.
    private var holds: AddressHolds
    /// Requests whose state exists: from the request line until libmicrohttpd reports completion.
    private var open = 0
    /// Requests whose headers are complete and that are not completed yet: what shutdown waits for.
    private var inProgress = 0
    private var shuttingDown = false

    init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        holds = AddressHolds(limit: configuration.maxConnectionsPerAddress)
    }

    /// Starts the watchdog thread (it ends with `stop()`).
    func startWatchdog() {
        let thread = Thread { [self] in
            while !isStopped {
                usleep(250_000)
                sweep()
            }
        }
        thread.name = "courier-watchdog"
        thread.start()
    }

    func stop() { locked { stopped = true } }

    private var isStopped: Bool { locked { stopped } }

    var count: Int { locked { records.count } }

    var openRequests: Int { locked { open } }
    var requestsInProgress: Int { locked { inProgress } }
    var isShuttingDown: Bool { locked { shuttingDown } }
    func beginShutdown() { locked { shuttingDown = true } }

    /// One line per open connection (phase, seconds in it, client address, and what its socket says:
    /// poll events, unread bytes), for test failures.
    var summary: [String] {
        let instant = ContinuousClock.now
        return locked {
            records.values.map {
                "\($0.phase) for \((instant - $0.since).seconds) s from \($0.address ?? "?")"
                    + "\($0.closed ? ", shut down" : ""), socket: \(Self.socketState($0.descriptor))"
            }
        }
    }

    /// `poll` events (asking for input and, on Linux, the peer's end of stream) and unread bytes.
    private static func socketState(_ descriptor: Int32) -> String {
        var events = Int16(POLLIN)
        #if os(Linux)
            events |= 0x2000  // POLLRDHUP, which Glibc's module does not export
        #endif
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&entry, 1, 0)
        var unread: Int32 = -1
        _ = ioctl(descriptor, UInt(FIONREAD), &unread)
        return "revents 0x\(String(entry.revents, radix: 16)), unread \(unread)"
    }

    func opened(descriptor: Int32, address: String?, at instant: ContinuousClock.Instant = .now) -> Record {
        let record = Record(descriptor: descriptor, address: address, now: instant)
        locked {
            records[ObjectIdentifier(record)] = record
            record.heldFrom = expected.removeValue(forKey: descriptor)?.address
        }
        return record
    }

    /// Notes that `descriptor`, from `address`, is being handed to libmicrohttpd, which announces it a
    /// moment later; `false` (and nothing noted) if the address already holds
    /// `maxConnectionsPerAddress` connections.
    func expect(
        _ descriptor: Int32, from address: ClientAddressKey?, at instant: ContinuousClock.Instant = .now
    ) -> Bool {
        locked {
            let (taken, counted) = holds.take(address)
            if taken { expected[descriptor] = Expected(since: instant, address: counted) }
            return taken
        }
    }

    /// libmicrohttpd refused (and closed) an expected socket.
    func unexpect(_ descriptor: Int32) {
        locked { holds.release(expected.removeValue(forKey: descriptor)?.address) }
    }

    /// The response being queued on `record`'s connection closes it: it no longer counts against its
    /// address.
    func closing(_ record: Record) { locked { releaseAddress(of: record) } }

    /// How long a socket handed to libmicrohttpd counts as expected: the watchdog drops one that
    /// libmicrohttpd dropped without a word (out of memory, say) after this.
    private static let expectedLifetime = Duration.seconds(10)

    /// Sockets handed to libmicrohttpd and not announced yet.
    var expectedCount: Int { locked { expected.count } }

    func closed(_ record: Record) {
        locked {
            record.closed = true
            releaseAddress(of: record)
            records[ObjectIdentifier(record)] = nil
        }
    }

    /// A request line arrived at `instant` (on `record`'s connection, when libmicrohttpd says which).
    func requestLineArrived(on record: Record?, at instant: ContinuousClock.Instant) {
        locked {
            open += 1
            record?.enter(.headers, since: instant)
        }
    }

    /// The request's headers are complete: its body may follow. The body's deadline still counts
    /// from the request line.
    func headersArrived(on record: Record?) {
        locked {
            inProgress += 1
            record?.phase = .body
        }
    }

    /// The whole request is in and its responder runs.
    func handlingStarted(on record: Record?) {
        locked { record?.phase = .handling }
    }

    /// libmicrohttpd is done with a request (answered, or its connection is gone).
    func requestCompleted(on record: Record?, headersArrived: Bool) {
        let instant = ContinuousClock.now
        locked {
            open -= 1
            if headersArrived { inProgress -= 1 }
            record?.enter(.idle, since: instant)
        }
    }

    func received(bodyBytes: Int, _ record: Record) {
        locked { record.bodyBytes += bodyBytes }
    }

    /// How long a connection must have been idle before the nearly-full rule may close it: one just
    /// accepted has not had time to send its request (its client wrote it before it was accepted, as
    /// like as not, when it waited in the backlog).
    static let nearlyFullIdleMinimum = Duration.seconds(1)

    /// Closes the connections the rules above condemn; `internal` so tests can drive it.
    func sweep(at instant: ContinuousClock.Instant = .now) {
        let headerLimit = configuration.requestHeaderTimeout
        let idleLimit = configuration.connectionTimeout
        let rate = Double(configuration.minimumBodyBytesPerSecond)
        locked {
            for (descriptor, socket) in expected where instant - socket.since >= Self.expectedLifetime {
                expected[descriptor] = nil
                holds.release(socket.address)
            }
            for record in records.values {
                let elapsed = instant - record.since
                switch record.phase {
                case .idle
                where idleLimit > .zero && elapsed > idleLimit && !Self.hasUnreadBytes(record.descriptor):
                    close(record, because: "idle for connectionTimeout")
                case .headers where elapsed > headerLimit:
                    close(record, because: "slow request headers")
                case .body where elapsed > headerLimit && Double(record.bodyBytes) < rate * elapsed.seconds:
                    close(record, because: "body slower than \(configuration.minimumBodyBytesPerSecond) B/s")
                default: break
                }
            }
            let high = configuration.maxConnections * 9 / 10
            guard records.count >= high else { return }
            let idle = records.values.filter {
                $0.phase == .idle && !$0.closed && instant - $0.since >= Self.nearlyFullIdleMinimum
                    && !Self.hasUnreadBytes($0.descriptor)
            }.sorted { $0.since < $1.since }
            for record in idle.prefix(records.count - configuration.maxConnections * 4 / 5) {
                close(record, because: "the connection table is nearly full")
            }
        }
    }

    /// Whether a request is surely on its way: a socket just handed to libmicrohttpd, a connection
    /// just taken from the backlog that has sent nothing yet, or a request line whose headers are
    /// still coming (they are counted in progress only once complete, and usually come in the same
    /// packet) — from less than `age` ago, or whatever its age while its socket holds bytes nobody
    /// has read yet (a request a loaded server has not got round to). Shutdown waits for these; a
    /// client stalled mid-headers longer than `age` is not waited for.
    func hasRequestsOnTheirWay(
        youngerThan age: Duration, at instant: ContinuousClock.Instant = .now
    ) -> Bool {
        locked {
            expected.contains { instant - $0.value.since < age || Self.hasUnreadBytes($0.key) }
                || records.values.contains {
                    !$0.closed && ($0.isFresh || $0.phase == .headers)
                        && (instant - $0.since < age || Self.hasUnreadBytes($0.descriptor))
                }
        }
    }

    /// Whether bytes the client sent wait unread in the socket's buffer.
    private static func hasUnreadBytes(_ descriptor: Int32) -> Bool {
        var unread: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &unread) == 0 && unread > 0
    }

    /// Shuts down every idle connection (at the end of a graceful shutdown's drain).
    func closeIdle() {
        locked {
            for record in records.values where record.phase == .idle {
                close(record, because: "shutting down")
            }
        }
    }

    private func close(_ record: Record, because reason: String) {
        guard !record.closed else { return }
        record.closed = true
        releaseAddress(of: record)
        _ = shutdown(record.descriptor, Int32(SHUT_RDWR))
        logger.log(.debug, "Closed a connection: \(reason)")
    }

    /// Takes `record` off its address's count (once); call under the lock.
    private func releaseAddress(of record: Record) {
        holds.release(record.heldFrom)
        record.heldFrom = nil
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
