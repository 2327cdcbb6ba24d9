import AirtableModel

/// The request rates the client keeps to, so that a bulk job provokes no `429`.
///
/// Airtable allows so many requests per second per base and per token (``AirtableLimits``), and
/// answers more with `429` and a lockout. The client's rule: **each base has 5 lanes, each token 50;
/// a request holds a lane from the moment it starts until `window + margin` after its response
/// arrived**. A request reaches the server between its start and its response, so two requests on
/// one lane reach the server more than `window` apart whatever the network delays, and no window
/// of one second can ever see more than 5 (or 50) arrivals. The margin covers timer granularity.
///
/// When a `429` comes anyway (another program shares the token), every request of that base waits
/// `lockout` and is then sent again, at most `maxLockoutRetries` times.
public struct AirtableRateLimits: Sendable, Hashable {
    /// Requests per `window` to one base; `nil` for no limit.
    public var perBase: Int?
    /// Requests per `window` with one token, across bases; `nil` for no limit.
    public var perToken: Int?
    public var window: Duration
    /// Added to `window` after each response before its lane is reused.
    public var margin: Duration
    /// How long a base waits after a `429` (Airtable documents ``AirtableLimits/penalty``).
    public var lockout: Duration
    /// How many times one request is sent again after a `429` before failing with it.
    public var maxLockoutRetries: Int

    public init(
        perBase: Int? = AirtableLimits.requestsPerBase, perToken: Int? = AirtableLimits.requestsPerToken,
        window: Duration = AirtableLimits.rateWindow, margin: Duration = .milliseconds(50),
        lockout: Duration = AirtableLimits.penalty, maxLockoutRetries: Int = 2
    ) {
        self.perBase = perBase
        self.perToken = perToken
        self.window = window
        self.margin = margin
        self.lockout = lockout
        self.maxLockoutRetries = max(0, maxLockoutRetries)
    }

    /// Airtable's documented limits.
    public static let airtable = AirtableRateLimits()

    /// No client-side pacing (for servers without limits); a `429` still makes the base wait.
    public static let unlimited = AirtableRateLimits(perBase: nil, perToken: nil)
}
