import AirtableModel
import Basics
import Courier
import Foundation

/// The entry point: one per token and endpoint, shared freely across tasks.
///
/// <!-- example context: struct Meal: Codable, Sendable { var name: String } -->
/// ```swift
/// let configuration = try AirtableConfiguration.fromEnvironment(
///     ProcessInfo.processInfo.environment, defaultEndpoint: AirtableConfiguration.realEndpoint)
/// let client = AirtableClient(configuration)
/// let meals = client.base("appXXXXXXXXXXXXXX").table("Meals", as: Meal.self)
/// for try await meal in meals.list().records { print(meal.fields.name) }
/// ```
///
/// Every request goes through the rate governor (``AirtableRateLimits``), carries the token only to
/// the endpoint's host, and fails with an ``AirtableError``.
public struct AirtableClient: Sendable {
    public let configuration: AirtableConfiguration
    let http: Client
    let governor: RateGovernor

    /// - Parameters:
    ///   - transport: libcurl on Linux, `URLSession` elsewhere, unless given.
    ///   - clock: the clock the rate governor and the `429` pause use; tests pass a `ManualClock`.
    ///   - middleware: extra middleware, innermost (after the governor, on the wire), such as a
    ///     ``Courier/LoggingMiddleware`` that sees every attempt, retries and `429`s included.
    public init(
        _ configuration: AirtableConfiguration, transport: (any Transport)? = nil,
        clock: any CourierClock = SystemClock(), middleware extra: [any Middleware] = []
    ) {
        self.configuration = configuration
        let limits = configuration.rateLimits
        let pauses = RequestPauses()
        let governor = RateGovernor(limits: limits, clock: clock, pauses: pauses)
        self.governor = governor
        var middleware: [any Middleware] = []
        middleware += [
            ValidationMiddleware { response in
                AirtableError(body: Array(response.body), status: response.status)
            },
            // The token goes to the endpoint's origin and the upload host only (never to attachment URLs).
            AuthMiddleware(.bearer(configuration.token), scope: Self.credentialScope(configuration)),
            RetryMiddleware(
                policy: Self.retryPolicy(limits), clock: clock, pauses: pauses,
                pauseKey: { AirtablePath.rateKey(of: $0.url) }),
            governor,
        ]
        middleware += extra
        http = Client(
            baseURL: configuration.apiBase, headers: ["Accept": "application/json"], middleware: middleware,
            transport: transport, decoder: .courier(dates: .iso8601OrDay),
            encoder: .courier(dates: .iso8601WithFractionalSeconds),
            secretKeys: .standard.adding("pat"), maxResponseBytes: configuration.maxResponseBytes)
    }

    /// Airtable's `429` pauses the whole base (or, for requests about no base, the token) for
    /// `lockout`, or for as long as the answer's `Retry-After` asks. Airtable sends none; a server
    /// that does (airtable-local, which knows when its window has room again) is taken at its word,
    /// shorter or longer, and a wait past the policy's total fails at once saying it. Other failures
    /// get Courier's default handling (idempotent requests retried on lost or refused connections
    /// and 5xx, not after a timeout).
    static func retryPolicy(_ limits: AirtableRateLimits) -> RetryPolicy {
        let lockout = limits.lockout
        let rule = RetryRule { attempt in
            guard attempt.status == 429 else { return .useDefault }
            let asked = attempt.response.flatMap { RetryAfter.delay(in: $0.headers, now: attempt.now) }
            return .pause(for: asked ?? lockout)
        }
        return RetryPolicy(
            maxAttempts: 1 + limits.maxLockoutRetries, maxTotalWait: lockout * (limits.maxLockoutRetries + 1),
            rules: [rule])
    }

    /// The API's origin, and the origin attachments are uploaded to (``AirtableConfiguration/contentBase``).
    static func credentialScope(_ configuration: AirtableConfiguration) -> CredentialScope {
        let content = CredentialScope.origin(of: configuration.contentBase)
        return CredentialScope { CredentialScope.clientOrigin.contains($0) || content.contains($0) }
    }

    /// Requests sent and `429`s received so far by this client.
    public var statistics: AirtableStatistics { governor.statistics }

    /// A base by its `app…` id.
    public func base(_ baseID: String) -> AirtableBase { AirtableBase(id: baseID, client: self) }

    /// The user or service account behind the token.
    public func whoami() async throws(AirtableError) -> WhoAmI {
        try await send(.get(AirtablePath.meta("whoami")))
    }

    /// Sends a request, turning every failure into an ``AirtableError``.
    func send<Response>(_ request: Request<Response>) async throws(AirtableError) -> Response {
        try await reply(to: request).value
    }

    /// Sends a request and keeps the response the value came in; every failure an ``AirtableError``.
    func reply<Response>(to request: Request<Response>) async throws(AirtableError) -> Reply<Response> {
        do {
            return try await http.reply(to: request)
        } catch {
            throw AirtableError(error)
        }
    }
}
