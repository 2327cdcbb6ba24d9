import Basics
import Foundation
import Testing

@testable import Courier

/// A task's ``WaitCap`` shortens every wait of the requests it makes, whatever the client's policy
/// allows: a 429's pause, a retry's backoff, a turn in the rate limit's queue.
@Suite struct WaitCapTests {
    private func client(_ stub: StubTransport, _ clock: ManualClock) -> Client {
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxTotalWait: .seconds(120), rules: [.lockoutAfter429]), clock: clock)
        let limit = RateLimitMiddleware(limit: 1, per: .seconds(10), clock: clock)
        return makeClient(stub, middleware: [ValidationMiddleware(), retry, limit])
    }

    @Test func aCappedTaskFailsAtOnceWhereItsClientWouldWait() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let stub = sequence([.status(429), .status(204), .status(204)])
        let client = client(stub, clock)

        // The 429 asks for a 30-second pause: refused under a 3-second cap, as rate limited.
        let failure = await WaitCap.$current.withValue(.seconds(3)) {
            await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("a")) }
        }
        #expect(failure?.failureKind == .rateLimited)
        #expect(stub.requests.count == 1)
        // The pause it set holds the next capped request back without sending it.
        let paused = await WaitCap.$current.withValue(.seconds(3)) {
            await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("b")) }
        }
        #expect(paused?.failureKind == .rateLimited)
        #expect(stub.requests.count == 1)
        #expect(clock.waits.isEmpty)

        // Uncapped, the same client waits the pause out, then its turn in the queue.
        try await client.send(Request<Void>.get("c"))
        #expect(stub.requests.count == 2)
        await WaitCap.$current.withValue(.seconds(3)) {
            await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("d")) }
        }
        try await client.send(Request<Void>.get("e"))
        #expect(stub.requests.count == 3)
        #expect(clock.waits.allSatisfy { $0 > .seconds(3) }, "\(clock.waits)")
    }

    @Test func aCapNeverLengthensThePolicy() {
        #expect(WaitCap.applied(to: .seconds(10)) == .seconds(10))
        WaitCap.$current.withValue(.seconds(60)) {
            #expect(WaitCap.applied(to: .seconds(10)) == .seconds(10))
            #expect(WaitCap.applied(to: .seconds(90)) == .seconds(60))
        }
    }
}
