/// A responder that also looks at requests before the server runs them.
///
/// The server asks a responder that conforms to this protocol two things, both on the worker
/// thread and both cheap:
/// - `screen(head:)` when a request's headers arrive, before its body is read. A response answers
///   at once and the body is never read (nor held in memory): a protected route's unauthenticated
///   upload is refused before its megabyte arrives.
/// - `runsOffWorkers(_:)` once the whole request is in. `true` runs it on the server's small pool
///   for expensive work (`ServerConfiguration.expensiveWorkThreads`), so a flood of bcrypt logins
///   cannot hold every request worker while cheap routes wait.
///
/// Both default to "no": a plain `Responder` is served as before.
public protocol RequestScreening: Responder {
    /// An early answer for a request whose headers (not body) have arrived; `nil` to read the body.
    /// `head.body` is empty.
    func screen(head: Request) -> Response?
    /// Whether `request` should run on the expensive-work pool rather than a request worker.
    func runsOffWorkers(_ request: Request) -> Bool
}

extension RequestScreening {
    public func screen(head: Request) -> Response? { nil }
    public func runsOffWorkers(_ request: Request) -> Bool { false }
}
