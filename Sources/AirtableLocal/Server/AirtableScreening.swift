import HTTPServer

/// airtable-local's responder as the server sees it: a request without a valid token, or with a URL
/// too long, is answered when its headers arrive, so an unauthenticated upload is refused before its
/// body is read or held (see `RequestScreening`). Everything else goes to `inner`, whose gate checks
/// the same again for callers that use the responder without a server.
struct AirtableScreening: RequestScreening {
    let gate: AirtableGate
    let inner: any Responder

    func respond(to request: Request) throws -> Response { try inner.respond(to: request) }

    func screen(head: Request) -> Response? {
        do {
            _ = try gate.admittedToken(of: head)
            return nil
        } catch {
            return error.response
        }
    }
}
