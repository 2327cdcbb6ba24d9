/// Adds credentials to requests: a fixed ``Credential``, or tokens from a ``TokenProvider`` with
/// single-flight refresh (concurrent `401`s trigger one refresh, then each request is replayed once).
///
/// Requests that already carry the header, or set ``RequestOptions/skipsAuthentication``, pass
/// untouched.
public struct AuthMiddleware: Middleware {
    private enum Source: Sendable {
        case fixed(Credential)
        case provider(TokenRefresher, header: String, prefix: String)
    }

    private let source: Source

    /// Sends a fixed credential.
    public init(_ credential: Credential) { source = .fixed(credential) }

    /// Sends tokens from `provider` in `header` (default `Authorization: Bearer <token>`).
    public init(provider: any TokenProvider, header: String = "Authorization", prefix: String = "Bearer ") {
        source = .provider(TokenRefresher(provider: provider), header: header, prefix: prefix)
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard !request.options.skipsAuthentication else { return try await next(request) }
        switch source {
        case .fixed(let credential):
            let (name, value) = credential.header
            guard !request.headers.contains(name) else { return try await next(request) }
            var request = request
            request.headers[name] = value
            return try await next(request)
        case .provider(let refresher, let header, let prefix):
            guard !request.headers.contains(header) else { return try await next(request) }
            return try await send(request, refresher, header, prefix, next)
        }
    }

    private func send(
        _ request: HTTPRequest, _ refresher: TokenRefresher, _ header: String, _ prefix: String, _ next: Next
    ) async throws -> HTTPResponse {
        let token = try await obtain(request) { try await refresher.token() }
        let first = try await Self.outcome(of: authorised(request, token, header, prefix), next)
        guard let token, first.status == 401 else { return try first.result.get() }
        let fresh = try await obtain(request) { try await refresher.refresh(rejected: token) }
        guard let fresh, fresh != token else { return try first.result.get() }
        return try await next(authorised(request, fresh, header, prefix))
    }

    private func authorised(_ request: HTTPRequest, _ token: String?, _ header: String, _ prefix: String)
        -> HTTPRequest
    {
        var request = request
        if let token { request.headers[header] = prefix + token }
        return request
    }

    /// Runs a token provider call, reporting its failure as a ``CourierError``.
    private func obtain(_ request: HTTPRequest, _ body: () async throws -> String?) async throws -> String? {
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
