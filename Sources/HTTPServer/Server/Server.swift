import Basics
import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server over libmicrohttpd that hands every request to one `Responder`.
///
/// <!-- example context: let app = Router() -->
/// ```swift
/// let server = Server(configuration: ServerConfiguration(port: 8080), responder: app)
/// let port = try server.start()
/// server.runUntilSignalled()          // or later: server.shutdown()
/// ```
///
/// libmicrohttpd parses HTTP, keeps connections alive, enforces the limits and timeouts of
/// `ServerConfiguration`, and runs `threadCount` worker threads. Handlers run synchronously on
/// those threads (see `Responder` for why). The server reads the whole body before calling the
/// responder and sends the whole response body from memory.
public final class Server: Sendable {
    public let configuration: ServerConfiguration
    private let responder: any Responder
    private let daemon = Locked<Daemon?>(nil)

    public init(configuration: ServerConfiguration = ServerConfiguration(), responder: any Responder) {
        self.configuration = configuration
        self.responder = responder
    }

    deinit {
        daemon.withLock { $0 }?.stop()
    }

    /// Binds, starts the worker threads and returns the bound port (the real one when `port` is 0).
    ///
    /// Throws `ServerError.addressInUse` if the port is taken, `.alreadyRunning` if started twice.
    @discardableResult
    public func start() throws(ServerError) -> Int {
        try validate(configuration)
        return try daemon.withLock { (running: inout Daemon?) throws(ServerError) -> Int in
            guard running == nil else { throw .alreadyRunning }
            let socket = try ListeningSocket(
                host: configuration.host, port: configuration.port, backlog: configuration.listenBacklog)
            let context = ServerContext(responder: responder, configuration: configuration)
            let started = try Daemon(socket: socket, context: context)
            running = started
            context.logger.log(.notice, "Server started on http://\(configuration.host):\(started.port)")
            return started.port
        }
    }

    /// The bound port while the server runs, else `nil`.
    public var port: Int? { daemon.withLock { $0?.port } }

    /// Requests received and not yet completed, including those still uploading their body.
    /// Zero on an idle server (idle keep-alive connections hold no request).
    public var activeRequestCount: Int {
        daemon.withLock { $0?.context.takeUnretainedValue().connections.openRequests } ?? 0
    }

    /// Connections open right now, idle keep-alive ones included.
    public var openConnectionCount: Int {
        daemon.withLock { $0.map { Int(courier_mhd_current_connections($0.handle)) } } ?? 0
    }

    /// The open connections as libmicrohttpd announced them, one line each (for test failures).
    var openConnectionSummary: [String] {
        daemon.withLock { $0?.context.takeUnretainedValue().connections.summary } ?? []
    }

    /// Stops gracefully: stops accepting connections at once, lets requests already being handled
    /// finish and send their response (with `connection: close`) for up to `gracePeriod`, then
    /// closes every connection, idle keep-alive ones included, and joins the threads.
    ///
    /// A handler still running when the grace period ends is not interrupted (a thread cannot be):
    /// its connection is closed, so its client sees the connection end without an answer, and the
    /// threads are joined when it returns. What it wrote stays written; a client that must know
    /// retries an idempotent request.
    ///
    /// Blocks until done. Does nothing if the server is not running. Never call it from a handler:
    /// it waits for the handler's own thread.
    public func shutdown(gracePeriod: Duration = .seconds(10)) {
        guard
            let running = daemon.withLock({ running in
                defer { running = nil }
                return running
            })
        else { return }
        let context = running.context.takeUnretainedValue()
        context.connections.beginShutdown()
        let deadline = ContinuousClock.now + gracePeriod
        running.stopAccepting(until: deadline)
        // Also waits a moment for requests on their way: from connections just taken from the backlog,
        // or whose headers are still coming.
        while (context.connections.requestsInProgress > 0
            || context.connections.hasRequestsOnTheirWay(youngerThan: .seconds(1)))
            && ContinuousClock.now < deadline
        {
            usleep(1000)
        }
        endAwaitedAnswers(context)
        if context.connections.requestsInProgress > 0 {
            context.logger.log(
                .warning,
                "Grace period over: closing \(context.connections.requestsInProgress) unfinished requests")
        }
        drainKeepAlive(
            context, until: min(deadline, ContinuousClock.now + configuration.keepAliveDrainPeriod))
        running.stop()
        context.logger.log(.notice, "Server stopped")
    }

    /// After the grace period: cancels the answers an `AsyncResponder` still works on, gives them a
    /// second to answer, answers 503 for those that did not, and waits a moment for those answers to
    /// be sent.
    private func endAwaitedAnswers(_ context: ServerContext) {
        guard context.awaited.count > 0 else { return }
        context.awaited.cancelAll()
        context.awaited.waitForAll(within: .seconds(1))
        context.awaited.resumeAll(with: context.stoppingResponse)
        let sent = ContinuousClock.now + .seconds(1)
        while context.connections.requestsInProgress > 0 && ContinuousClock.now < sent { usleep(1000) }
    }

    /// Gives clients (a proxy's pool) until `deadline` to close their idle keep-alive connections
    /// themselves; requests they still send get `connection: close`. The rest are then shut down
    /// cleanly (FIN, no reset) before the daemon stops.
    private func drainKeepAlive(_ context: ServerContext, until deadline: ContinuousClock.Instant) {
        while context.connections.count > 0 && ContinuousClock.now < deadline {
            usleep(5000)
        }
        while context.connections.requestsInProgress > 0 && ContinuousClock.now < deadline {
            usleep(1000)
        }
        context.connections.closeIdle()
    }

    private func validate(_ configuration: ServerConfiguration) throws(ServerError) {
        guard configuration.threadCount >= 1 else {
            throw .invalidConfiguration("threadCount must be at least 1")
        }
        guard configuration.maxBodyBytes >= 0 else {
            throw .invalidConfiguration("maxBodyBytes must not be negative")
        }
        guard configuration.maxConnections >= configuration.threadCount else {
            throw .invalidConfiguration("maxConnections must be at least threadCount")
        }
        guard configuration.maxHeaderBytes >= 1024 else {
            throw .invalidConfiguration("maxHeaderBytes must be at least 1024")
        }
    }
}
