import Basics
import Courier
import Foundation
import GitHub
import Testing

/// `RetryRule.github`: what a refusal of GitHub's makes every request of the token wait, as
/// `RateLimitExceeded.classify` tells the limits apart.
@Suite struct RetryRuleTests {
    private let now = Date(timeIntervalSince1970: 1_767_225_600.4)

    private func decision(_ status: Int, _ headers: HTTPHeaders = [:], body: String = "") -> RetryDecision {
        let attempt = RetryAttempt(
            request: HTTPRequest(method: .get, url: URL(fileURLWithPath: "/user/repos")), number: 1,
            response: HTTPResponse(status: status, headers: headers, body: Data(body.utf8)), error: nil,
            now: now)
        for rule in RetryRule.github {
            let decision = rule.decide(attempt)
            if decision != .useDefault { return decision }
        }
        return .useDefault
    }

    @Test func thePrimaryLimitPausesUntilTheReset() {
        let reset = "\(Int(now.timeIntervalSince1970) + 42).0"
        #expect(
            decision(403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": reset])
                == .pause(for: .seconds(42)))
        let later = "\(Int(now.timeIntervalSince1970) + 3600)"
        #expect(
            decision(429, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": later])
                == .pause(for: .seconds(3600)))
    }

    @Test func thePrimaryLimitWithoutAReadableResetPausesAMinute() {
        #expect(
            decision(403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1e999"])
                == .pause(for: .seconds(60)))
        #expect(
            decision(403, body: #"{"message":"API rate limit exceeded for 192.0.2.1."}"#)
                == .pause(for: .seconds(60)),
            "recognised by its message")
    }

    @Test func theSecondaryLimitPausesForRetryAfterOrAMinute() {
        #expect(decision(403, ["Retry-After": "7"]) == .pause(for: .seconds(7)))
        let message = #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes."}"#
        #expect(decision(403, body: message) == .pause(for: .seconds(60)))
    }

    @Test func otherRefusalsAreLeftToThePolicy() {
        #expect(decision(403, body: #"{"message":"Must have admin rights"}"#) == .useDefault)
        #expect(decision(404, ["x-ratelimit-remaining": "0"]) == .useDefault)
        #expect(decision(500) == .useDefault)
    }
}
