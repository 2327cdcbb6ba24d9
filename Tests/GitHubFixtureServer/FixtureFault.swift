/// A failure the fixture server can be told to simulate.
public enum FixtureFault: Sendable, Hashable {
    /// The primary limit is used up: every counted request gets a 403 with `x-ratelimit-remaining: 0`.
    case primaryRateLimit
    /// A secondary limit: every request gets a 403 with GitHub's message and `retry-after`.
    case secondaryRateLimit(retryAfterSeconds: Int)
    /// A secondary limit whose `retry-after` is exactly this text (however large or odd).
    case secondaryRateLimitAsking(retryAfter: String)
    /// Lists answer 200 with JSON cut off half-way.
    case malformedJSON
    /// Lists answer 200 with their JSON followed by spaces up to `bytes` in all: valid, and huge.
    case oversizedBody(bytes: Int)
    /// Every request gets GitHub's 401 "Bad credentials" (a token it does not know, or none where
    /// one is needed).
    case badCredentials
    /// Every request gets a 500 with GitHub's error JSON.
    case serverError
    /// Every request gets a 500 with GitHub's error JSON saying `message` (any text).
    case serverErrorSaying(String)
}
