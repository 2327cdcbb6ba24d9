import Courier

extension RetryPolicy {
    /// How a ``TILSession`` sends a request again: ``brief(retrying:rules:)``, as a person waits.
    ///
    /// - A connection that could not be made (the server restarting), and a `503` with
    ///   `Retry-After`, which til-server answers only when it did nothing (its database busy or
    ///   unreachable, or no room for the request): any method, after the wait asked for.
    /// - A lost connection, and a proxy's `502`, `503` or `504`: reads and other idempotent requests
    ///   only, as the server may have made a change before it failed.
    /// - A `429` is not sent again: the login throttle's wait is for the person to hear.
    public static let tilServer = RetryPolicy.brief(retrying: [502, 503, 504], rules: [.tilServerDidNothing])
}

extension RetryRule {
    /// til-server's `503` with `Retry-After` says it did nothing: the request is sent again after
    /// that wait, whatever its method.
    public static let tilServerDidNothing = RetryRule { attempt in
        guard attempt.status == 503, let response = attempt.response,
            let wait = RetryAfter.delay(in: response.headers, now: attempt.now)
        else { return .useDefault }
        return .retry(after: wait)
    }
}
