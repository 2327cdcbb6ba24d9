/// Supplies tokens to ``AuthMiddleware`` and renews them when the server rejects one.
public protocol TokenProvider: Sendable {
    /// The token to send now, or `nil` to send the request without credentials.
    func token() async throws -> String?

    /// Called once per rejected token after a `401`, however many requests saw it rejected: returns
    /// a fresh token, or `nil` when none can be had (the `401` then stands).
    func refreshToken(rejected: String) async throws -> String?
}
