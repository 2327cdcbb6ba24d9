import Basics
import Foundation

/// How a `Server` listens, what it accepts, and where it logs.
public struct ServerConfiguration: Sendable {
    /// A numeric IPv4 or IPv6 address to bind, or `localhost`; `0.0.0.0` listens on every interface.
    public var host: String
    /// The TCP port; `0` picks a free one, which `Server.start()` returns.
    public var port: Int
    /// libmicrohttpd worker threads; each serves its connections and runs their handlers.
    /// Defaults to the number of cores, at least 2. Handlers block a worker while they run.
    public var threadCount: Int
    /// The largest request body accepted; larger ones are answered `413` and never stored (see
    /// `maxDiscardedBodyBytes` for when the rest of one is read first). A GET or HEAD takes at most
    /// ``unreadBodyBytes`` of it.
    public var maxBodyBytes: Int

    /// The most body a request whose body is not read may come with (a GET or HEAD here, a login
    /// for a responder that screens one): a small one is taken, a larger one refused with `413`,
    /// so no one can hold the bodies-in-flight budget with bodies sent slowly where none is read.
    public static let unreadBodyBytes = 16 << 10
    /// Open connections served at once. At the limit the server stops accepting: further connections
    /// wait in the kernel's listen backlog (`listenBacklog`) and are served as slots free up, so a
    /// burst is delayed rather than refused. With several threads the limit is split evenly between them.
    public var maxConnections: Int
    /// How long a connection may stay idle (or a client take to send its request) before it is
    /// closed. libmicrohttpd counts whole seconds: the value is rounded up; `.zero` disables it.
    public var connectionTimeout: Duration
    /// libmicrohttpd's per-connection memory, which must hold the request line and headers:
    /// a longer URI is answered `414`, larger headers `431`. Default 32 KiB.
    public var maxHeaderBytes: Int
    /// Pending connections the kernel queues before the server accepts them.
    public var listenBacklog: Int
    /// The least severe level logged.
    public var logLevel: LogLevel
    /// The level of the one-line-per-request access log (`GET /path 200 0.12ms`).
    public var accessLogLevel: LogLevel
    /// Where log lines go; standard error by default.
    public var logSink: LogSink
    /// Renders the server's own error responses (413, and errors no middleware caught).
    public var renderError: ErrorRenderer

    // MARK: Abuse limits (see docs/architecture.md, "Under abuse")

    /// Open connections one client address may hold; more are refused as they arrive. Behind a
    /// reverse proxy every request comes from the proxy's address: raise it above the proxy's pool.
    public var maxConnectionsPerAddress = 256
    /// Proxies (numeric addresses) whose `X-Forwarded-For` is believed: a request from one is the
    /// client's it names (``Request/remoteAddress``, ``ForwardedFor``), so limits per client count
    /// each client behind it. None by default.
    public var trustedProxies: Set<String> = []
    /// How long a client may take from its request line to the end of that request's headers.
    /// Catches slowloris clients, which trickle header bytes and so never trip libmicrohttpd's own
    /// timeout. Until its request line is complete a connection counts as idle: it is closed
    /// `connectionTimeout` after it opened (or its previous request ended), whatever it trickles.
    public var requestHeaderTimeout: Duration = .seconds(10)
    /// After `requestHeaderTimeout`, a body must have averaged at least this many bytes per second,
    /// counted from the request line.
    public var minimumBodyBytesPerSecond = 1024
    /// A body declared over `maxBodyBytes` but no larger than this is read to its end and dropped
    /// before the `413`, unless its client sent `Expect: 100-continue` (and so waits for the answer).
    /// A client that sends its body without waiting (Python's `requests`, `URLSession`) would
    /// otherwise have the connection reset under its upload, losing the `413`. Larger declared bodies
    /// are answered at once. Chunked bodies, whose size is unknown, are read to their end unless
    /// that goes past `maxDiscardedChunkedBodyBytes`.
    public var maxDiscardedBodyBytes = 16 << 20
    /// How much of a chunked body refused for its size is read and dropped, waiting for its end to
    /// answer `413`; past it the connection is closed, so a body that never ends does not keep a
    /// worker reading it.
    public var maxDiscardedChunkedBodyBytes = 256 << 20
    /// Bytes all request bodies being received may hold together; a request that would go past it
    /// is answered 503 with `retry-after`, before its body when it declares a `Content-Length`.
    public var maxBodyBytesInFlight = 64 << 20
    /// Of `maxBodyBytesInFlight`, what the bodies of one client (``Request/remoteAddress``) may hold
    /// together; past it, its next request is answered 503 as above. A client's one request may hold
    /// more, within the total. Behind a reverse proxy every request comes from the proxy's address
    /// unless it is in `trustedProxies`.
    public var maxBodyBytesInFlightPerClient = 16 << 20
    /// Bytes of answers queued and not yet sent (each held in memory until its client has read it;
    /// answers under 64 KiB are not counted) that may be held together: while they hold it, a new
    /// request waits with a 503 and `retry-after` before it is handled. An answer once made is
    /// always sent, so the total is passed by at most the answers being made meanwhile. So clients
    /// that ask for large answers and never read them cannot take the server's memory.
    public var maxAnswerBytesInFlight = 256 << 20
    /// Of `maxAnswerBytesInFlight`, what the answers to one client may hold before that client's new
    /// requests wait as above; one answer alone may be larger.
    public var maxAnswerBytesInFlightPerClient = 64 << 20
    /// Reject with 400 what libmicrohttpd would otherwise let through: HTTP/1.1 without `Host`,
    /// spaces in the target, NUL bytes in header fields and bare-LF line ends.
    public var strictParsing = true
    /// Threads that run the requests a `RequestScreening` responder sends off the request workers.
    public var expensiveWorkThreads = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
    /// Expensive requests that may wait for those threads; more are answered 503 at once.
    public var expensiveWorkQueueLimit = 64
    /// During a graceful shutdown, how long idle keep-alive connections are given to be closed by
    /// their client (a proxy closes pooled connections it no longer uses) before the server closes
    /// them. Requests on them meanwhile are answered with `connection: close`.
    public var keepAliveDrainPeriod: Duration = .zero

    /// What a server listens on and takes unless told otherwise: this machine only, port 8080, one
    /// worker thread per core (at least 2), bodies of up to 1 MiB.
    public static let defaultHost = Loopback.ipv4Address
    public static let defaultPort = 8080
    public static var defaultThreadCount: Int { max(2, ProcessInfo.processInfo.activeProcessorCount) }
    public static let defaultMaxBodyBytes = 1 << 20

    public init(
        host: String = defaultHost,
        port: Int = defaultPort,
        threadCount: Int = defaultThreadCount,
        maxBodyBytes: Int = defaultMaxBodyBytes,
        maxConnections: Int = 1024,
        connectionTimeout: Duration = .seconds(30),
        maxHeaderBytes: Int = 32 << 10,
        listenBacklog: Int = 511,
        logLevel: LogLevel = .info,
        accessLogLevel: LogLevel = .info,
        logSink: @escaping LogSink = Logger.standardError,
        renderError: @escaping ErrorRenderer = Response.standardError
    ) {
        self.host = host
        self.port = port
        self.threadCount = threadCount
        self.maxBodyBytes = maxBodyBytes
        self.maxConnections = maxConnections
        self.connectionTimeout = connectionTimeout
        self.maxHeaderBytes = maxHeaderBytes
        self.listenBacklog = listenBacklog
        self.logLevel = logLevel
        self.accessLogLevel = accessLogLevel
        self.logSink = logSink
        self.renderError = renderError
    }

    /// A logger with this configuration's level and sink, for middleware such as `ErrorMiddleware`.
    public var logger: Logger { Logger(level: logLevel, sink: logSink) }

    /// `connectionTimeout` in whole seconds, rounded up, as libmicrohttpd takes it.
    var connectionTimeoutSeconds: UInt32 {
        let (seconds, attoseconds) = connectionTimeout.components
        guard seconds >= 0, seconds < Int64(UInt32.max) else { return seconds < 0 ? 0 : UInt32.max }
        return UInt32(seconds) + (attoseconds > 0 ? 1 : 0)
    }
}
