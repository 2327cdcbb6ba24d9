import HTTPServer

/// The TIL API's responder as the server sees it: refuses an unauthenticated write when its headers
/// arrive (before its body is read), and sends logins and user creation (bcrypt) off the request
/// workers. See `RequestScreening`.
struct TILScreening: RequestScreening {
    let inner: any Responder
    let router: Router
    /// Renders an error exactly as the API's middleware does.
    let errors: [any Middleware]
    let tokens: TokenStore
    let authEnabled: Bool

    func respond(to request: Request) throws -> Response { try inner.respond(to: request) }

    func screen(head: Request) -> Response? {
        guard authEnabled, isProtectedWrite(head) else { return nil }
        if let token = head.bearerToken, (try? tokens.user(for: token)) != nil { return nil }
        let refusal = ClosureResponder { _ in
            throw HTTPError(.unauthorized, reason: "User not authenticated.")
        }
        return try? MiddlewareChain(errors, in: refusal).respond(to: head)
    }

    func runsOffWorkers(_ request: Request) -> Bool {
        authEnabled && request.method == "POST" && request.segments.count <= 3
            && request.segments.starts(with: ["api", "users"])
            && (request.segments.count == 2 || request.segments.last == "login")
    }

    /// Every route that changes data needs a token, except logging in.
    private func isProtectedWrite(_ request: Request) -> Bool {
        guard request.method != "GET" && request.method != "HEAD" else { return false }
        if request.method == "POST" && request.segments == ["api", "users", "login"] { return false }
        return router.match(method: request.method, segments: request.segments) != nil
    }
}
