import Basics
import Foundation
import HTTPServer

/// What the fixture server remembers between requests: its data, the rate-limit window, the
/// simulated fault and latency, and the requests it received.
struct FixtureState: Sendable {
    var data = FixtureData()
    var fault: FixtureFault?
    /// How many more requests get the fault (`nil`: every request until it is cleared).
    var faultBudget: Int?
    var latency: Duration = .zero
    /// The `Link` headers of list pages, when a test sets its own.
    var links: FixtureLinks?
    var limit = 60
    var remaining = 60
    let reset = Int(Date().timeIntervalSince1970) + 3600
    var received: [ReceivedFixtureRequest] = []

    /// Counts one request against the window; `false` when it is used up.
    mutating func spend() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }

    /// The fault for the next request, counting it against the budget.
    mutating func takeFault() -> FixtureFault? {
        guard let current = fault else { return nil }
        if let budget = faultBudget {
            if budget <= 1 {
                fault = nil
                faultBudget = nil
            } else {
                faultBudget = budget - 1
            }
        }
        return current
    }

    /// The `x-ratelimit-*` headers as they stand.
    var rateLimitHeaders: [(String, String)] {
        [
            ("x-ratelimit-limit", String(limit)), ("x-ratelimit-remaining", String(remaining)),
            ("x-ratelimit-used", String(limit - remaining)), ("x-ratelimit-reset", String(reset)),
            ("x-ratelimit-resource", "core"),
        ]
    }
}

/// A request as the fixture server received it, for assertions.
public struct ReceivedFixtureRequest: Sendable, Hashable {
    public let method: String
    /// Path and query, as sent.
    public let target: String
    public let headers: HTTPHeaders
    /// The status answered.
    public let status: Int
}
