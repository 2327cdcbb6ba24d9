/// Supplies tokens to ``AuthMiddleware`` and renews them when the server rejects one.
public protocol TokenProvider: Sendable {
    /// The first token to send, or `nil` to send the request without credentials. Asked once by the
    /// requests that first need it (again after a failure or `nil`); after that ``AuthMiddleware``
    /// keeps the token and only ``refreshToken(rejected:)`` replaces it. A token that changes on its
    /// own (a new login) is what ``AuthMiddleware/init(scope:current:)``, read per request, is for.
    func token() async throws -> String?

    /// Called once per rejected token after a `401`, however many requests saw it rejected: returns
    /// a fresh token, or `nil` when none can be had (the `401` then stands).
    func refreshToken(rejected: String) async throws -> String?
}
