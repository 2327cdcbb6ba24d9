/// A responder whose answers await other services (a backend's API, an actor), for front ends that
/// call clients rather than a database.
///
/// The server suspends the connection while ``answer(_:)`` runs in a task of its own and resumes it
/// with the response, so no request worker waits on Swift concurrency (which `Responder`'s rule
/// forbids). Requests ``awaits(_:)`` declines are answered on the worker by the synchronous
/// `respond(to:)`, as any `Responder`'s: static files, say.
///
/// When the server stops, answers still awaited after the grace period are cancelled; one that
/// does not end soon after is answered 503 for it.
public protocol AsyncResponder: Responder {
    /// Whether ``answer(_:)`` answers `request`; every request by default.
    func awaits(_ request: Request) -> Bool
    /// The response to `request`. Errors are the responder's to render: nothing here throws.
    func answer(_ request: Request) async -> Response
}

extension AsyncResponder {
    public func awaits(_ request: Request) -> Bool { true }
}
