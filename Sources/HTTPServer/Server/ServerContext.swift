/// What the C callbacks of one running daemon share: the responder, limits, logger and counters.
///
/// Passed to libmicrohttpd as the `cls` pointer (retained while the daemon runs).
final class ServerContext: Sendable {
    let responder: any Responder
    /// `responder` when it screens requests (see `RequestScreening`).
    let screening: (any RequestScreening)?
    let configuration: ServerConfiguration
    let logger: Logger
    /// Where `screening.runsOffWorkers` requests run.
    let expensiveWork: ExpensiveWorkPool
    /// Open connections and their progress, for the slow-client deadlines.
    let connections: ConnectionRegistry

    private struct Counters {
        /// Requests whose state exists: from the request line until libmicrohttpd reports completion.
        var open = 0
        /// Requests whose headers are complete and that are not completed yet: what shutdown waits for.
        var inProgress = 0
        var isShuttingDown = false
        /// Bytes reserved for request bodies being received (`maxBodyBytesInFlight`).
        var bodyBytesInFlight = 0
    }

    private let counters = Locked(Counters())

    init(responder: any Responder, configuration: ServerConfiguration) {
        self.responder = responder
        screening = responder as? any RequestScreening
        self.configuration = configuration
        logger = configuration.logger
        expensiveWork = ExpensiveWorkPool(
            threads: screening == nil ? 0 : configuration.expensiveWorkThreads,
            queueLimit: configuration.expensiveWorkQueueLimit)
        connections = ConnectionRegistry(configuration: configuration, logger: logger)
    }

    /// Reserves `bytes` of the bodies-in-flight budget; `false` if that would exceed it.
    func reserveBodyBytes(_ bytes: Int) -> Bool {
        counters.withLock {
            guard $0.bodyBytesInFlight + bytes <= configuration.maxBodyBytesInFlight else { return false }
            $0.bodyBytesInFlight += bytes
            return true
        }
    }

    func releaseBodyBytes(_ bytes: Int) {
        guard bytes > 0 else { return }
        counters.withLock { $0.bodyBytesInFlight -= bytes }
    }

    var bodyBytesInFlight: Int { counters.withLock { $0.bodyBytesInFlight } }

    var openRequests: Int { counters.withLock { $0.open } }
    var requestsInProgress: Int { counters.withLock { $0.inProgress } }
    var isShuttingDown: Bool { counters.withLock { $0.isShuttingDown } }

    func requestOpened() { counters.withLock { $0.open += 1 } }
    func requestStarted() { counters.withLock { $0.inProgress += 1 } }
    func beginShutdown() { counters.withLock { $0.isShuttingDown = true } }

    func requestClosed(wasStarted: Bool) {
        counters.withLock {
            $0.open -= 1
            if wasStarted { $0.inProgress -= 1 }
        }
    }

    /// Runs the responder, turning errors no middleware caught into responses.
    func respond(to request: Request) -> Response {
        do {
            return try responder.respond(to: request)
        } catch let error as HTTPError {
            return error.response(rendering: configuration.renderError)
        } catch {
            logger.log(.error, "\(request.method) \(request.path) failed: \(String(reflecting: error))")
            return configuration.renderError(.internalServerError, ErrorMiddleware.genericReason)
        }
    }
}
