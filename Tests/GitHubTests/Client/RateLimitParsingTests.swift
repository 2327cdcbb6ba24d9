import Basics
import Courier
import Foundation
import GitHub
import Testing

/// Reading `x-ratelimit-*` and classifying refusals as primary or secondary limits.
@Suite struct RateLimitParsingTests {
    let now = Date(timeIntervalSince1970: 1_735_940_000)

    @Test func headersAreReadAndFloatsTruncated() throws {
        let headers: HTTPHeaders = [
            "X-RateLimit-Limit": "5000", "x-ratelimit-remaining": "4996.0", "x-ratelimit-used": "4",
            "x-ratelimit-reset": "1735944560", "x-ratelimit-resource": "core",
        ]
        let limit = try #require(RateLimit(headers: headers))
        #expect(limit.limit == 5000)
        #expect(limit.remaining == 4996)
        #expect(limit.used == 4)
        #expect(limit.reset == Date(timeIntervalSince1970: 1_735_944_560))
        #expect(limit.resource == "core")
        #expect(RateLimit(headers: ["Content-Type": "text/plain"]) == nil)
    }

    @Test func anExhaustedWindowIsThePrimaryLimitUntilTheReset() throws {
        let headers: HTTPHeaders = ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1735944560"]
        let refusal = try #require(
            RateLimitExceeded.classify(status: 403, headers: headers, body: nil, now: now))
        #expect(refusal.kind == .primary)
        #expect(refusal.retryAt == Date(timeIntervalSince1970: 1_735_944_560))
    }

    @Test func theSecondaryLimitWaitsForRetryAfterOrAMinute() throws {
        let body = GitHubErrorBody(message: "You have exceeded a secondary rate limit. Please wait.")
        let told = try #require(
            RateLimitExceeded.classify(status: 429, headers: ["retry-after": "30"], body: body, now: now))
        #expect(told.kind == .secondary)
        #expect(told.retryAt == now.addingTimeInterval(30))
        let blank = try #require(
            RateLimitExceeded.classify(status: 403, headers: ["retry-after": ""], body: body, now: now))
        #expect(blank.retryAt == now.addingTimeInterval(60))
        let huge = try #require(
            RateLimitExceeded.classify(status: 403, headers: ["retry-after": "1e300"], body: body, now: now))
        #expect(huge.retryAt > now)
    }

    /// A 429 with nothing to say is still a rate limit: the secondary one, waited for a minute.
    @Test func aBare429IsTheSecondaryLimit() throws {
        let bare = try #require(RateLimitExceeded.classify(status: 429, headers: [:], body: nil, now: now))
        #expect(bare.kind == .secondary)
        #expect(bare.retryAt == now.addingTimeInterval(60))
    }

    @Test func anotherForbiddenIsNotARateLimit() {
        let body = GitHubErrorBody(message: "Missing or invalid User Agent string.")
        #expect(RateLimitExceeded.classify(status: 403, headers: [:], body: body, now: now) == nil)
        #expect(
            RateLimitExceeded.classify(
                status: 404, headers: ["x-ratelimit-remaining": "0"], body: nil, now: now) == nil)
    }
}
