import Basics
import Courier
import Foundation
import TILModels

/// A conversation with one TIL server: sends ``TILAPI`` requests, keeps the login, maps failures.
///
/// The session owns a ``Courier/Client`` for `<server>/api/` whose ``Courier/ValidationMiddleware``
/// decodes the server's `{"error":true,"reason":…}` bodies, and whose ``Courier/RetryMiddleware``
/// sends a request again when it failed in a way the next attempt may not
/// (``Courier/RetryPolicy/tilServer``). With authentication on, its
/// ``Courier/AuthMiddleware`` adds `Authorization: Bearer <token>` to writes to this server (never
/// to reads, never to another host), using the token stored by ``login(username:password:)``:
///
/// - a write with no stored token fails at once with ``TILError/notLoggedIn(reason:status:operation:underlying:)``,
///   without contacting the server;
/// - a write answered `401` deletes the stored token (the user is logged out) and fails the same way.
///
/// Errors never carry the token or the password: credential headers are masked in every kept request.
public struct TILSession: Sendable {
    public let configuration: TILConfiguration
    /// The underlying client, for requests the ``TILAPI`` namespace does not describe.
    public let client: Client
    /// Where the login token is kept.
    public let credentials: any CredentialStore

    /// - Parameters:
    ///   - credentials: the token store; a ``FileCredentialStore`` at the configuration's file by default.
    ///   - transport: the network; Courier's default transport (libcurl on Linux) when `nil`.
    ///   - middleware: extra middleware, innermost (on the wire), such as a ``Courier/LoggingMiddleware``
    ///     that sees each request with its token (masked in its lines).
    ///   - retryPolicy: when a request is sent again (``Courier/RetryPolicy/tilServer`` by default).
    ///   - clock: how retries wait (tests pass a `ManualClock`).
    public init(
        configuration: TILConfiguration, credentials: (any CredentialStore)? = nil,
        transport: (any Transport)? = nil, middleware: [any Middleware] = [],
        retryPolicy: RetryPolicy = .tilServer, clock: any CourierClock = SystemClock()
    ) {
        self.configuration = configuration
        let store = credentials ?? FileCredentialStore(file: configuration.credentialsFile)
        self.credentials = store
        let server = configuration.serverKey
        let authMode = configuration.authMode
        let auth = AuthMiddleware(scope: CredentialScope.clientOrigin.and { Self.needsToken($0, authMode) }) {
            try store.credentials(for: server).map { Credential.bearer($0.token) }
        }
        client = Client(
            baseURL: configuration.apiURL,
            middleware: [
                ValidationMiddleware(decodeError: Self.decodeAPIError), auth,
                RetryMiddleware(policy: retryPolicy, clock: clock),
            ] + middleware,
            transport: transport)
    }

    /// Whether the server wants logins.
    public var authMode: AuthMode { configuration.authMode }

    /// Sends `request` and returns its response; the auth middleware adds the stored token when the
    /// request needs it.
    public func send<Response>(_ request: Request<Response>) async throws(TILError) -> Response {
        let operation = request.tilOperation
        var sentToken: String?
        if needsToken(request) {
            // Fail before contacting the server when there is no login to send.
            sentToken = try credentialsForWrite(operation).token
        }
        do {
            return try await client.send(request)
        } catch {
            // The client's errors carry no credentials: Courier redacts them.
            let failure = TILError(error, operation: operation)
            // Another program's refusal says nothing of the saved login: it is kept.
            if failure.isForeignRefusal { throw failure }
            if authMode == .off && error.statusCode == 401 {
                // Not a login to fix: the server runs the chapter 19 API, TIL_AUTH=off the chapter 11 one.
                throw TILError(
                    kind: .input, message: operation?.failureMessage ?? "The request failed",
                    reason:
                        "the server wants a login, but TIL_AUTH is off; unset it and log in",
                    status: 401, operation: operation, underlying: error)
            }
            guard let sentToken, error.statusCode == 401 else { throw failure }
            forget(token: sentToken)
            let serverReason = failure.reason ?? "401"
            throw TILError.notLoggedIn(
                reason: "the server did not accept the saved login (\(serverReason)); it has been removed",
                status: 401, operation: operation, underlying: error)
        }
    }

    /// The body for creating or updating an acronym in this server's mode: with authentication on the
    /// owner is the caller and `userID` is left out; with it off the body names the owner.
    public func acronymData(short: String, long: String, userID: UUID?) -> CreateAcronymData {
        CreateAcronymData(short: short, long: long, userID: authMode == .off ? userID : nil)
    }

    /// Whether `request` must carry a token: a write, with authentication on.
    func needsToken<Response>(_ request: Request<Response>) -> Bool {
        guard !request.options.skipsAuthentication else { return false }
        return Self.needsToken(operation: request.tilOperation, method: request.method, authMode)
    }

    /// Whether a request on the wire must carry a token (the auth middleware's scope).
    static func needsToken(_ request: HTTPRequest, _ authMode: AuthMode) -> Bool {
        needsToken(
            operation: request.options.name.flatMap(TILOperation.init(rawValue:)), method: request.method,
            authMode)
    }

    private static func needsToken(operation: TILOperation?, method: HTTPMethod, _ authMode: AuthMode) -> Bool
    {
        guard authMode == .token else { return false }
        if let operation { return operation.requiresToken }
        return method != .get && method != .head
    }

    /// Reads the server's `{"error":true,"reason":…}` body, when a failed response has one.
    static let decodeAPIError: @Sendable (HTTPResponse) -> (any Error & Sendable)? = { response in
        try? JSONDecoder().decode(APIErrorBody.self, from: response.body)
    }
}
