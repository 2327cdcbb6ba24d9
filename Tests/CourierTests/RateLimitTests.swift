import Basics
import Foundation
import TestSupport
import Testing

@testable import Courier

@Suite struct RateLimitTests {
    @Test func aBurstUpToCapacityPassesThenRequestsWait() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let limiter = RateLimitMiddleware(limit: 5, per: .seconds(1), clock: clock)
        let client = makeClient(sequence([.status(204)]), middleware: [limiter])
        for _ in 0..<7 { try await client.send(Request<Void>.get("x")) }
        // The 6th waits for the first refill (0.2 s); the 7th, arriving then, for the next one.
        #expect(clock.waits == [.milliseconds(200), .milliseconds(200)])
    }

    @Test func keysHaveSeparateBuckets() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let limiter = RateLimitMiddleware(limit: 1, per: .seconds(1), clock: clock) { request in
            request.url.pathComponents.dropFirst(2).first ?? ""
        }
        let client = makeClient(sequence([.status(204)]), middleware: [limiter])
        try await client.send(Request<Void>.get("baseA/table"))
        try await client.send(Request<Void>.get("baseB/table"))
        #expect(clock.waits.isEmpty)
        try await client.send(Request<Void>.get("baseA/table"))
        #expect(clock.waits == [.seconds(1)])
    }

    @Test func concurrentRequestsAreReleasedAsTheClockMoves() async throws {
        let clock = ManualClock()
        let limiter = RateLimitMiddleware(limit: 10, per: .milliseconds(200), clock: clock)
        let stub = sequence([.status(204)])
        let client = makeClient(stub, middleware: [limiter])
        let all = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<20 { group.addTask { try await client.send(Request<Void>.get("x")) } }
                try await group.waitForAll()
            }
        }
        // 10 at once; the other 10 wait for refills at 50 per second (one per 20 ms).
        await clock.waitForSleepers(10)
        // The 10 let through reach the stub in their own tasks, which a loaded machine may run later.
        #expect(await eventually { stub.requests.count >= 10 })
        #expect(stub.requests.count == 10)
        clock.advance(by: .milliseconds(100))
        #expect(await eventually { stub.requests.count == 15 })
        #expect(clock.sleeperCount == 5)
        clock.advance(by: .milliseconds(100))
        try await all.value
        #expect(stub.requests.count == 20)
    }

    @Test func cancellingAWaitingRequestThrowsCancelled() async {
        let clock = ManualClock()
        let limiter = RateLimitMiddleware(limit: 1, per: .seconds(60), clock: clock)
        let stub = sequence([.status(204)])
        let client = makeClient(stub, middleware: [limiter])
        _ = try? await client.send(Request<Void>.get("x"))
        let task = Task { try await client.send(Request<Void>.get("x")) }
        await clock.waitForSleepers(1)
        task.cancel()
        guard case .failure(let error) = await task.result else {
            Issue.record("expected cancellation")
            return
        }
        #expect((error as? CourierError)?.isCancelled == true)
        #expect(stub.requests.count == 1)
    }

    @Test func aTurnBeyondTheLongestWaitFailsAtOnceAndGivesItsTokenBack() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let limiter = RateLimitMiddleware(limit: 1, per: .seconds(10), clock: clock, maxWait: .seconds(5))
        let stub = sequence([.status(204)])
        let client = makeClient(stub, middleware: [limiter])
        try await client.send(Request<Void>.get("x"))
        let failure = await #expect(throws: CourierError.self) {
            try await client.send(Request<Void>.get("x"))
        }
        guard case .middleware(_, let underlying, _)? = failure else { return }
        #expect(underlying as? WaitCapReached == WaitCapReached(asked: .seconds(10), allowed: .seconds(5)))
        #expect(stub.requests.count == 1)
        clock.advance(by: .seconds(10))
        try await client.send(Request<Void>.get("x"))
        #expect(clock.waits.isEmpty)
    }
}
