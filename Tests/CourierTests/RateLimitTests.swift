import Foundation
import Testing

@testable import Courier

@Suite struct RateLimitTests {
    @Test func aBurstUpToCapacityPassesThenRequestsWait() async throws {
        let clock = RecordingSleeper()
        let limiter = RateLimitMiddleware(limit: 5, per: .seconds(1), sleeper: clock.sleeper)
        let client = makeClient(sequence([.status(204)]), middleware: [limiter])
        for _ in 0..<7 { try await client.send(Request<Void>.get("x")) }
        #expect(clock.waits.count == 2)
        // The 6th and 7th requests wait for the 1st and 2nd refills (0.2 s apart), give or take the time the
        // loop itself took.
        let waits = clock.waits.map(\.seconds)
        #expect(waits[0] > 0.15 && waits[0] <= 0.2)
        #expect(waits[1] > 0.35 && waits[1] <= 0.4)
    }

    @Test func keysHaveSeparateBuckets() async throws {
        let clock = RecordingSleeper()
        let limiter = RateLimitMiddleware(limit: 1, per: .seconds(1), sleeper: clock.sleeper) { request in
            request.url.pathComponents.dropFirst(2).first ?? ""
        }
        let client = makeClient(sequence([.status(204)]), middleware: [limiter])
        try await client.send(Request<Void>.get("baseA/table"))
        try await client.send(Request<Void>.get("baseB/table"))
        #expect(clock.waits.isEmpty)
        try await client.send(Request<Void>.get("baseA/table"))
        #expect(clock.waits.count == 1)
    }

    @Test func realRateIsRespected() async throws {
        let limiter = RateLimitMiddleware(limit: 10, per: .milliseconds(200))
        let client = makeClient(sequence([.status(204)]), middleware: [limiter])
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { try await client.send(Request<Void>.get("x")) } }
            try await group.waitForAll()
        }
        // 10 at once, then 10 more at 50 per second: about 200 ms.
        #expect(ContinuousClock.now - start >= .milliseconds(180))
    }

    @Test func cancellingAWaitingRequestThrowsCancelled() async {
        let limiter = RateLimitMiddleware(limit: 1, per: .seconds(60))
        let stub = sequence([.status(204)])
        let client = makeClient(stub, middleware: [limiter])
        _ = try? await client.send(Request<Void>.get("x"))
        let task = Task { try await client.send(Request<Void>.get("x")) }
        try? await Task.sleep(for: .milliseconds(30))
        task.cancel()
        guard case .failure(let error) = await task.result else {
            Issue.record("expected cancellation")
            return
        }
        #expect((error as? CourierError)?.isCancelled == true)
        #expect(stub.requests.count == 1)
    }
}
