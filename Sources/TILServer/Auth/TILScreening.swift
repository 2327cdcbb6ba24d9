import HTTPServer

/// The TIL API's responder as the server sees it: refuses an unauthenticated write, or one to no
/// route, when its headers arrive (before its body is read), and sends logins and user creation
/// (bcrypt) off the request workers. See `RequestScreening`.
struct TILScreening: RequestScreening {
    let inner: any Responder
    let router: Router
    /// Renders an error exactly as the API's middleware does.
    let errors: [any Middleware]
    let tokens: TokenStore
    let loginThrottle: LoginThrottle
    let authEnabled: Bool

    func respond(to request: Request) throws -> Response { try inner.respond(to: request) }

    func screen(head: Request) -> Response? {
        guard head.method != "GET" && head.method != "HEAD" else { return nil }
        // A write to no route gets its 404 now, as the router would give it: its body is never
        // read, so no one can hold the bodies-in-flight budget with bodies sent nowhere.
        guard router.match(method: head.method, segments: head.segments) != nil else {
            return try? inner.respond(to: head)
        }
        guard authEnabled else { return nil }
        // Every route that changes data needs a token, except logging in.
        if isLogin(head) { return bodyRefused(head) ?? throttled(head) }
        // Refused here only when the token is surely unknown: a store that cannot answer now (busy)
        // leaves the request to the route, whose own check answers 503.
        if let token = head.bearerToken {
            switch Result(catching: { try tokens.user(for: token) }) {
            case .success(.some), .failure: return nil
            case .success(.none): break
            }
        }
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

    /// A login whose address or username has no attempt left is answered 429 here, on the request
    /// worker, rather than queued for the expensive-work pool behind bcrypt.
    private func throttled(_ request: Request) -> Response? {
        guard let credentials = request.basicCredentials,
            let wait = loginThrottle.wait(address: request.remoteAddress, username: credentials.username)
        else { return nil }
        let refusal = ClosureResponder { _ in throw LoginThrottle.refusal(wait: wait) }
        return try? MiddlewareChain(errors, in: refusal).respond(to: request)
    }

    /// A login's credentials come in its `Authorization` header: a body it never reads is refused
    /// (413) when its headers arrive, over `ServerConfiguration.unreadBodyBytes` or of no declared
    /// length (chunked), so no one can make logins hold the bodies-in-flight budget that uploads
    /// share.
    private func bodyRefused(_ request: Request) -> Response? {
        let length = request.headers["content-length"].flatMap { Int($0) } ?? 0
        guard length > ServerConfiguration.unreadBodyBytes || request.headers["transfer-encoding"] != nil
        else { return nil }
        let refusal = ClosureResponder { _ in throw HTTPError(.payloadTooLarge) }
        return try? MiddlewareChain(errors, in: refusal).respond(to: request)
    }

    private func isLogin(_ request: Request) -> Bool {
        request.method == "POST" && request.segments == ["api", "users", "login"]
    }

}
