/// What the C callbacks of one running daemon share: the responder, limits, logger and counters.
///
/// Passed to libmicrohttpd as the `cls` pointer (retained while the daemon runs).
final class ServerContext: Sendable {
    let responder: any Responder
    let configuration: ServerConfiguration
    let logger: Logger

    private struct Counters {
        /// Requests whose state exists: from the request line until libmicrohttpd reports completion.
        var open = 0
        /// Requests whose headers are complete and that are not completed yet: what shutdown waits for.
        var inProgress = 0
        var isShuttingDown = false
    }

    private let counters = Locked(Counters())

    init(responder: any Responder, configuration: ServerConfiguration) {
        self.responder = responder
        self.configuration = configuration
        logger = configuration.logger
    }

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
