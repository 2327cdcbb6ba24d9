import Basics
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Courier

@Suite struct SharedPauseTests {
    /// Answers the first request of base `app1` with 429, everything else with 204.
    func oneRateLimit() -> StubTransport {
        let calls = Counter()
        return StubTransport { request in
            request.url.path.contains("app1") && calls.increment() == 1 ? .status(429) : .status(204)
        }
    }

    func client(_ stub: StubTransport, _ clock: ManualClock) -> Client {
        let retry = RetryMiddleware(policy: RetryPolicy(rules: [.lockoutAfter429]), clock: clock) {
            request in
            request.url.pathComponents.dropFirst(2).first ?? ""
        }
        return makeClient(stub, middleware: [ValidationMiddleware(), retry])
    }

    @Test func twoRequestsOfOneKeyBothPauseOnOne429() async throws {
        let clock = ManualClock()
        let stub = oneRateLimit()
        let client = client(stub, clock)
        let first = Task { try await client.send(Request<Void>.get("app1/Meals")) }
        await clock.waitForSleepers(1)
        // The base is paused: a second request waits without reaching the server.
        let second = Task { try await client.send(Request<Void>.get("app1/Other")) }
        await clock.waitForSleepers(2)
        #expect(stub.requests.count == 1)
        // Another base is not paused.
        try await client.send(Request<Void>.get("app2/Meals"))
        #expect(stub.requests.count == 2)
        clock.advance(by: .seconds(29))
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .seconds(1))
        try await first.value
        try await second.value
        #expect(stub.requests.count == 4)
        #expect(Set(stub.requests.suffix(2).map(\.url.path)) == ["/v1/app1/Meals", "/v1/app1/Other"])
        #expect(clock.waits == [.seconds(30), .seconds(30)])
    }

    @Test func aPauseLongerThanTheBudgetFailsWithoutSending() async throws {
        let clock = ManualClock()
        let pauses = RequestPauses()
        pauses.pause("api.example.com", until: clock.uptime() + .seconds(600))
        let stub = sequence([.status(204)])
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxTotalWait: .seconds(60)), clock: clock, pauses: pauses)
        let client = makeClient(stub, middleware: [ValidationMiddleware(), retry])
        let failure = await #expect(throws: CourierError.self) {
            try await client.send(Request<Void>.get("x"))
        }
        guard case .middleware(_, let underlying, _)? = failure else {
            Issue.record("expected a middleware error, got \(String(describing: failure))")
            return
        }
        #expect(underlying as? WaitCapReached == WaitCapReached(asked: .seconds(600), allowed: .seconds(60)))
        #expect(stub.requests.isEmpty)
    }

    @Test func pausesCanBeSharedBetweenClients() async throws {
        let clock = ManualClock()
        let pauses = RequestPauses()
        let stub = oneRateLimit()
        let make = {
            makeClient(
                stub,
                middleware: [
                    ValidationMiddleware(),
                    RetryMiddleware(
                        policy: RetryPolicy(rules: [.lockoutAfter429]), clock: clock, pauses: pauses),
                ])
        }
        let (one, two) = (make(), make())
        let first = Task { try await one.send(Request<Void>.get("app1/A")) }
        await clock.waitForSleepers(1)
        let second = Task { try await two.send(Request<Void>.get("app1/B")) }
        await clock.waitForSleepers(2)
        #expect(stub.requests.count == 1)
        clock.advance(by: .seconds(30))
        try await first.value
        try await second.value
        #expect(stub.requests.count == 3)
    }

    @Test func aPenaltyBeyondTheCapStillHoldsBackTheKeysOtherRequests() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let stub = sequence([.status(429, headers: ["Retry-After": "3600"]), .status(204)])
        let retry = RetryMiddleware(policy: RetryPolicy(rules: [.lockoutAfter429]), clock: clock)
        let client = makeClient(stub, middleware: [ValidationMiddleware(), retry])
        await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("a")) }
        // The next request of the key is refused locally instead of provoking the server again.
        await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("b")) }
        #expect(stub.requests.count == 1)
        #expect(clock.waits.isEmpty)
    }

    /// The README's pairing: retry (a 429 pauses the base for 30 s) outside a rate limit of one
    /// request per 10 s per base.
    @Test func aRequestWaitingItsTurnIsNotSentDuringAPenaltyThatBeganMeanwhile() async throws {
        let clock = ManualClock()
        let gates = Gates()
        let calls = Counter()
        let sentAt = Mutex<[Duration]>([])
        let stub = StubTransport { _ in
            sentAt.withLock { $0.append(clock.uptime()) }
            guard calls.increment() == 1 else { return .status(204) }
            await gates.wait("first answer")
            return .status(429)
        }
        let base: @Sendable (HTTPRequest) -> String = { $0.url.pathComponents.dropFirst(2).first ?? "" }
        let client = makeClient(
            stub,
            middleware: [
                ValidationMiddleware(),
                RetryMiddleware(
                    policy: RetryPolicy(rules: [.lockoutAfter429]), clock: clock, pauseKey: base),
                RateLimitMiddleware(limit: 1, per: .seconds(10), clock: clock, key: base),
            ])
        let first = Task { try await client.send(Request<Void>.get("app1/A")) }
        #expect(await eventually { stub.requests.count == 1 })
        // The second request waits 10 s for its turn while the first is still unanswered.
        let second = Task { try await client.send(Request<Void>.get("app1/B")) }
        defer {
            first.cancel()
            second.cancel()
        }
        await clock.waitForSleepers(1)
        // The first is answered 429: the base pauses for 30 s, and the first waits to retry.
        gates.open("first answer")
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(10))
        // The second's turn has come during the penalty: it waits again instead of being sent.
        #expect(await eventually { clock.sleeperCount == 2 || stub.requests.count > 1 })
        try #require(stub.requests.count == 1)
        // After the penalty both go, one turn apart.
        clock.advance(by: .seconds(20))
        #expect(await eventually { stub.requests.count == 2 && clock.sleeperCount == 1 })
        clock.advance(by: .seconds(10))
        try await first.value
        try await second.value
        #expect(sentAt.withLock { $0 } == [.zero, .seconds(30), .seconds(40)])
    }
}
