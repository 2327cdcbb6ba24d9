/// Anything that answers requests: a `Router`, a `MiddlewareChain`, or a closure (`ClosureResponder`).
///
/// **Synchronous by design.** `respond(to:)` is a plain `throws` function, not `async`: the server
/// calls it directly on one of libmicrohttpd's worker threads, and the work a handler does here
/// (SQLite, libpq, JSON) is itself blocking. Skipping a hop to Swift's cooperative pool and back is
/// what lets the server answer around 100k requests/s on 2 cores. The cost: a slow handler occupies a
/// worker thread, so size `ServerConfiguration.threadCount` for the blocking you do, and never wait
/// on Swift concurrency (e.g. a semaphore around a `Task`) inside a handler.
public protocol Responder: Sendable {
    /// Answers `request`; a thrown error becomes an error response (see `ErrorMiddleware`).
    func respond(to request: Request) throws -> Response
}

/// A responder made from a closure.
public struct ClosureResponder: Responder {
    private let handler: @Sendable (Request) throws -> Response

    public init(_ handler: @escaping @Sendable (Request) throws -> Response) {
        self.handler = handler
    }

    public func respond(to request: Request) throws -> Response {
        try handler(request)
    }
}
