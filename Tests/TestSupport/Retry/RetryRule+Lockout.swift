import Courier

extension RetryRule {
    /// A rule of the kind a client module declares, for the core's tests: a `429` pauses the key
    /// for its `Retry-After`, else 30 s (Airtable's lockout).
    public static var lockoutAfter429: RetryRule {
        RetryRule { attempt in
            guard attempt.status == 429, let response = attempt.response else { return .useDefault }
            return .pause(for: RetryAfter.delay(in: response.headers, now: attempt.now) ?? .seconds(30))
        }
    }
}
