/// Adds credentials to requests: a fixed ``Credential``, one read per request (from a store a
/// login updates), or tokens from a ``TokenProvider`` with single-flight refresh (concurrent `401`s
/// trigger one refresh, then each request is replayed once).
///
/// Only requests inside the ``CredentialScope`` get credentials: by default the scheme, host and
/// port of the client's base URL, so absolute URLs elsewhere (avatars, attachments) never carry the
/// token. Requests that already carry the header, or set ``RequestOptions/skipsAuthentication``,
/// pass untouched.
public struct AuthMiddleware: Middleware {
    private enum Source: Sendable {
        case fixed(Credential)
        case current(@Sendable () async throws -> Credential?)
        case provider(TokenRefresher, header: String, prefix: String)
    }

    private let source: Source
    /// The requests that get credentials.
    public let scope: CredentialScope

    /// Sends a fixed credential to requests in `scope`.
    public init(_ credential: Credential, scope: CredentialScope = .clientOrigin) {
        source = .fixed(credential)
        self.scope = scope
    }

    /// Sends the credential `current` returns for each request in `scope` (none when `nil`), such as
    /// the token a login saved.
    public init(
        scope: CredentialScope = .clientOrigin, current: @escaping @Sendable () async throws -> Credential?
    ) {
        source = .current(current)
        self.scope = scope
    }

    /// Sends tokens from `provider` in `header` (default `Authorization: Bearer <token>`) to requests
    /// in `scope`.
    public init(
        provider: any TokenProvider, header: String = "Authorization", prefix: String = "Bearer ",
        scope: CredentialScope = .clientOrigin
    ) {
        source = .provider(TokenRefresher(provider: provider), header: header, prefix: prefix)
        self.scope = scope
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard !request.options.skipsAuthentication, scope.contains(request) else {
            return try await next(request)
        }
        switch source {
        case .fixed(let credential):
            let authorised = Self.adding(credential, to: request)
            return try await Self.masking(authorised) { try await next(authorised) }
        case .current(let current):
            let credential = try await obtain(request) { try await current() }
            let authorised = credential.map { Self.adding($0, to: request) } ?? request
            return try await Self.masking(authorised) { try await next(authorised) }
        case .provider(let refresher, let header, let prefix):
            guard !request.headers.contains(header) else { return try await next(request) }
            return try await send(request, refresher, header, prefix, next)
        }
    }

    private func send(
        _ request: HTTPRequest, _ refresher: TokenRefresher, _ header: String, _ prefix: String, _ next: Next
    ) async throws -> HTTPResponse {
        let (token, refreshesEnded) = try await obtain(request) { try await refresher.token() }
        let first = authorised(request, token, header, prefix)
        let outcome = try await Self.outcome(of: first, next)
        guard let token, outcome.status == 401 else {
            return try await Self.masking(first) { try outcome.result.get() }
        }
        let fresh = try await obtain(request) {
            try await refresher.refresh(rejected: token, refreshesEnded: refreshesEnded)
        }
        guard let fresh, fresh != token else {
            return try await Self.masking(first) { try outcome.result.get() }
        }
        let again = authorised(request, fresh, header, prefix)
        return try await Self.masking(again) { try await next(again) }
    }

    /// What `send` answers to `authorised`, with the credential it carries masked in the body of a
    /// failed response: an API may quote the credential it refused ("bad token …"), and errors,
    /// logs and messages are made from that body further out (``ValidationMiddleware`` masks it
    /// when it sees the credential itself). A successful body is left as it came.
    private static func masking(_ authorised: HTTPRequest, _ send: () async throws -> HTTPResponse)
        async throws -> HTTPResponse
    {
        do {
            let response = try await send()
            return response.isSuccess ? response : response.masking(authorised.quotableSecrets)
        } catch CourierError.status(let error) {
            throw CourierError.status(error.masking(authorised.quotableSecrets))
        }
    }

    private static func adding(_ credential: Credential, to request: HTTPRequest) -> HTTPRequest {
        let (name, value) = credential.header
        guard !request.headers.contains(name) else { return request }
        var request = request
        request.headers[name] = value
        return request
    }

    private func authorised(_ request: HTTPRequest, _ token: String?, _ header: String, _ prefix: String)
        -> HTTPRequest
    {
        var request = request
        if let token { request.headers[header] = prefix + token }
        return request
    }

    /// Runs a token provider call, reporting its failure as a ``CourierError``.
    private func obtain<Value>(_ request: HTTPRequest, _ body: () async throws -> Value) async throws -> Value
    {
        do {
            return try await body()
        } catch let error as CourierError {
            throw error
        } catch is CancellationError {
            throw CourierError.transport(TransportError(.cancelled), request: request)
        } catch {
            throw CourierError.middleware(
                message: "could not obtain an access token", underlying: error, request: request)
        }
    }

    /// The response or the validation error of one attempt, with its status either way.
    private static func outcome(of request: HTTPRequest, _ next: Next) async throws -> (
        status: Int, result: Result<HTTPResponse, any Error>
    ) {
        do {
            let response = try await next(request)
            return (response.status, .success(response))
        } catch CourierError.status(let error) {
            return (error.status, .failure(CourierError.status(error)))
        }
    }
}
