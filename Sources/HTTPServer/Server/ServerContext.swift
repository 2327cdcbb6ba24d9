import Basics

/// What the C callbacks of one running daemon share: the responder, limits, logger and the registry
/// of connections and requests.
///
/// Passed to libmicrohttpd as the `cls` pointer (retained while the daemon runs).
final class ServerContext: Sendable {
    let responder: any Responder
    /// `responder` when it screens requests (see `RequestScreening`).
    let screening: (any RequestScreening)?
    /// `responder` when it answers requests in tasks (see `AsyncResponder`).
    let asyncResponder: (any AsyncResponder)?
    /// The answers `asyncResponder` is working on.
    let awaited = AwaitedRequests()
    let configuration: ServerConfiguration
    let logger: Logger
    /// Where `screening.runsOffWorkers` requests run.
    let expensiveWork: ExpensiveWorkPool
    /// Open connections and their requests' progress (for the slow-client deadlines), and the counts
    /// of requests under way.
    let connections: ConnectionRegistry

    /// Bytes reserved for request bodies being received.
    private let bodyBudget: ByteBudget
    /// Bytes of the answers queued and not yet sent.
    private let answerBudget: ByteBudget

    init(responder: any Responder, configuration: ServerConfiguration) {
        self.responder = responder
        screening = responder as? any RequestScreening
        asyncResponder = responder as? any AsyncResponder
        self.configuration = configuration
        logger = configuration.logger
        expensiveWork = ExpensiveWorkPool(
            threads: screening == nil ? 0 : configuration.expensiveWorkThreads,
            queueLimit: configuration.expensiveWorkQueueLimit)
        connections = ConnectionRegistry(configuration: configuration, logger: logger)
        bodyBudget = ByteBudget(
            total: configuration.maxBodyBytesInFlight, perClient: configuration.maxBodyBytesInFlightPerClient)
        answerBudget = ByteBudget(
            total: configuration.maxAnswerBytesInFlight,
            perClient: configuration.maxAnswerBytesInFlightPerClient)
    }

    /// Reserves `bytes` more of the bodies-in-flight budget for `state`'s body; `false` (and
    /// nothing reserved) if that would exceed it.
    func reserveBodyBytes(_ bytes: Int, for state: RequestState) -> Bool {
        guard bodyBudget.reserve(bytes, for: state.client, holding: state.reservedBodyBytes) else {
            return false
        }
        state.reservedBodyBytes += bytes
        return true
    }

    /// Gives back what `state`'s body holds of the budget.
    func releaseBodyBytes(of state: RequestState) {
        bodyBudget.release(state.reservedBodyBytes, for: state.client)
        state.reservedBodyBytes = 0
    }

    /// Whether the answers not yet sent hold the whole answers-in-flight budget, or `state`'s
    /// client's share of it: asked before a request is handled, which then waits (a 503).
    func answersAreFull(for state: RequestState) -> Bool {
        answerBudget.isFull(for: state.client)
    }

    /// Holds `bytes` of the answers-in-flight budget for `state`'s answer until the request
    /// completes. An answer under ``answerBytesWorthHolding`` is not counted: the connection cap
    /// bounds what such answers hold (1,024 of them, 64 MiB), and most go into the socket at once.
    func holdAnswerBytes(_ bytes: Int, for state: RequestState) {
        guard bytes >= Self.answerBytesWorthHolding else { return }
        answerBudget.add(bytes, for: state.client)
        state.reservedAnswerBytes += bytes
    }

    /// The smallest answer the answers-in-flight budget counts.
    static let answerBytesWorthHolding = 64 << 10

    /// Gives back what `state`'s answer holds of the budget: it was sent, or its client went.
    func releaseAnswerBytes(of state: RequestState) {
        answerBudget.release(state.reservedAnswerBytes, for: state.client)
        state.reservedAnswerBytes = 0
    }

    /// The 503 for a request the server has no room for now: the memory of bodies being received,
    /// or of answers not yet sent, is full (or its client's share), or the expensive-work pool's
    /// queue is.
    static let busy = HTTPError(
        .serviceUnavailable, reason: "The server is busy; try again shortly.", headers: ["retry-after": "1"])

    /// ``busy`` as this server renders its errors.
    var busyResponse: Response { Self.busy.response(rendering: configuration.renderError) }

    /// The 503 for a request still unanswered when the server stops.
    var stoppingResponse: Response {
        HTTPError(.serviceUnavailable, reason: "The server is shutting down; try again shortly.")
            .response(rendering: configuration.renderError)
    }

    /// Runs the responder, turning errors no middleware caught into responses.
    func respond(to request: Request) -> Response {
        do {
            return try responder.respond(to: request)
        } catch {
            return ErrorMiddleware.response(
                to: error, for: request, logger: logger, render: configuration.renderError)
        }
    }
}
