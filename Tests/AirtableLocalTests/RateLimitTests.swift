import Basics
import TestSupport
import Testing

@testable import AirtableLocal

@Suite struct RateLimitTests {
    @Test func theWindowRuleIsExact() {
        let clock = ManualClock()
        let limiter = RateLimiter(clock: clock)
        for _ in 0..<5 { #expect(limiter.admission([("b", 5)]) == .admitted) }
        #expect(limiter.admission([("b", 5)]) != .admitted)
        clock.advance(by: .seconds(0.75))
        #expect(limiter.admission([("b", 5)]) != .admitted)  // the first 5 are still inside the last second
        clock.advance(by: .seconds(0.25))
        // Exactly 1 s after the first 5 they have left the window: 5 more are admitted, not 6.
        for _ in 0..<5 { #expect(limiter.admission([("b", 5)]) == .admitted) }
        #expect(limiter.admission([("b", 5)]) != .admitted)
        clock.advance(by: .seconds(0.5))
        #expect(limiter.admission([("b", 5)]) != .admitted)
        #expect(limiter.admission([("other", 5)]) == .admitted)  // another key has its own window
        // One every 200 ms never trips it.
        let steady = RateLimiter(clock: clock)
        for _ in 0..<50 {
            #expect(steady.admission([("b", 5)]) == .admitted)
            clock.advance(by: .seconds(0.2))
        }
    }

    /// A refusal says how long until a request like it is admitted: until the oldest of the last
    /// five leaves the window, or what is left of a lockout.
    @Test func aRefusalSaysWhenTheRequestWouldBeAdmitted() {
        let clock = ManualClock()
        let limiter = RateLimiter(clock: clock)
        for _ in 0..<5 {
            #expect(limiter.admission([("b", 5)]) == .admitted)
            clock.advance(by: .milliseconds(100))
        }
        #expect(limiter.admission([("b", 5)]) == .refused(retryAfter: .milliseconds(500)))
        clock.advance(by: .milliseconds(499))
        #expect(limiter.admission([("b", 5)]) == .refused(retryAfter: .milliseconds(1)))
        clock.advance(by: .milliseconds(1))
        #expect(limiter.admission([("b", 5)]) == .admitted)
        // Two keys full: the token until its first request leaves (600 ms), the base until its only
        // one does (900 ms); the longer.
        let two = RateLimiter(clock: clock)
        #expect(two.admission([("t", 2)]) == .admitted)
        clock.advance(by: .milliseconds(300))
        #expect(two.admission([("t", 2), ("b", 1)]) == .admitted)
        clock.advance(by: .milliseconds(100))
        #expect(two.admission([("t", 2), ("b", 1)]) == .refused(retryAfter: .milliseconds(900)))
        // A lockout: its whole penalty at the refusal, then what is left of it.
        let locking = RateLimiter(penalty: .seconds(30), clock: clock)
        for _ in 0..<5 { #expect(locking.admission([("b", 5)], lockingOut: "b") == .admitted) }
        #expect(locking.admission([("b", 5)], lockingOut: "b") == .refused(retryAfter: .seconds(30)))
        clock.advance(by: .seconds(10))
        #expect(locking.admission([("b", 5)], lockingOut: "b") == .refused(retryAfter: .seconds(20)))
    }

    /// A client naming a new key with every request does not grow the limiter: the keys with
    /// nothing left in the window, and no lockout, are forgotten.
    @Test func keysWithNothingLeftToCountAreForgotten() {
        let clock = ManualClock()
        let limiter = RateLimiter(penalty: .seconds(30), clock: clock)
        for index in 0..<1000 { #expect(limiter.admission([("base\(index)", 5)]) == .admitted) }
        for _ in 0..<6 { _ = limiter.admission([("locked", 5)], lockingOut: "locked") }
        #expect(limiter.keysHeld == 1001)
        clock.advance(by: .seconds(1))
        #expect(limiter.admission([("new", 5)]) == .admitted)
        #expect(limiter.keysHeld == 2, "the locked-out key and the new one")
        #expect(limiter.admission([("locked", 5)]) != .admitted, "a lockout is not forgotten while it lasts")
        clock.advance(by: .seconds(30))
        #expect(limiter.admission([("locked", 5)]) == .admitted)
        #expect(limiter.keysHeld == 1)
    }

    @Test func moreThanFivePerBaseOrFiftyPerTokenGet429() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()], rateLimits: .onManualClock)
        for _ in 0..<5 { #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/People").status == 200) }
        let refused = airtable.call("GET", "/v0/\(TestSchema.baseID)/People")
        #expect(refused.status == 429)
        #expect(refused.headers["retry-after"] == "1", "the window's room comes back within a second")
        #expect(
            refused.text
                == #"{"error":{"type":"RATE_LIMIT_REACHED","message":"Rate limit exceeded. Please try again later"}}"#
        )
        #expect(airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables").status == 429)
        #expect(airtable.call("GET", "/v0/meta/whoami").status == 200)  // no base: only the token limit
        airtable.clock.advance(by: .seconds(1))
        #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/People").status == 200)
        airtable.clock.advance(by: .seconds(1))
        var statuses: [Int] = []
        for _ in 0..<51 { statuses.append(airtable.call("GET", "/v0/meta/whoami").status) }
        #expect(statuses.filter { $0 == 200 }.count == 50)
        #expect(statuses.last == 429)
        // Unauthenticated requests do not use up anyone's budget.
        #expect(airtable.call("GET", "/v0/meta/whoami", token: nil).status == 401)
    }

    @Test func aPenaltyLocksTheKeyOutFromTheRefusal() {
        let clock = ManualClock()
        let limiter = RateLimiter(penalty: .seconds(30), clock: clock)
        for _ in 0..<5 { #expect(limiter.admission([("t", 50), ("b", 5)], lockingOut: "b") == .admitted) }
        #expect(limiter.admission([("t", 50), ("b", 5)], lockingOut: "b") != .admitted)
        clock.advance(by: .milliseconds(29_999))
        // Refused, not extending it; another base is not locked.
        #expect(limiter.admission([("t", 50), ("b", 5)], lockingOut: "b") != .admitted)
        #expect(limiter.admission([("t", 50), ("c", 5)], lockingOut: "c") == .admitted)
        clock.advance(by: .milliseconds(1))
        for _ in 0..<5 { #expect(limiter.admission([("t", 50), ("b", 5)], lockingOut: "b") == .admitted) }
        // Without a penalty (the default) nothing is locked out, whatever the caller names.
        let plain = RateLimiter(clock: clock)
        for _ in 0..<5 { #expect(plain.admission([("b", 5)], lockingOut: "b") == .admitted) }
        #expect(plain.admission([("b", 5)], lockingOut: "b") != .admitted)
        clock.advance(by: .seconds(1))
        #expect(plain.admission([("b", 5)], lockingOut: "b") == .admitted)
        // A negative penalty is none.
        #expect(RateLimiter(penalty: .seconds(-1), clock: clock).penalty == .zero)
    }

    @Test func aBaseThatGot429AnswersItForThePenalty() throws {
        let airtable = try AirtableHarness.responder(
            schemas: [TestSchema.base()], rateLimits: .lockingOutOnManualClock(.seconds(30)))
        let people = "/v0/\(TestSchema.baseID)/People"
        for _ in 0..<5 { #expect(airtable.call("GET", people).status == 200) }
        #expect(airtable.call("GET", people).status == 429)
        airtable.clock.advance(by: .seconds(1))
        let locked = airtable.call("GET", people)
        #expect(locked.status == 429)  // the window has moved, the lockout holds
        #expect(locked.headers["retry-after"] == "29", "what is left of the lockout")
        #expect(airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables").status == 429)
        #expect(airtable.call("GET", "/v0/meta/whoami").status == 200)  // no base, not locked out
        #expect(airtable.call("GET", people, token: "patWrong").status == 401)  // auth comes first
        airtable.clock.advance(by: .seconds(28.5))
        #expect(airtable.call("GET", people).headers["retry-after"] == "1", "half a second, rounded up")
        airtable.clock.advance(by: .seconds(0.5))
        #expect(airtable.call("GET", people).status == 200)  // exactly 30 s after the first 429
    }
}
