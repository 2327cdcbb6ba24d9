import AirtableModel
import Basics
import Courier
import Foundation
import TestSupport
import Testing

@testable import Airtable

/// The governor's rule on an injected clock: 5 lanes per base, 50 per token, each held until
/// 1 s + margin after its response; a 429 makes the whole base wait 30 s.
@Suite struct RateGovernorTests {
    private let record = Samples.record("rec00000000000001")

    /// A base that answers request number `call` (counting from 1) with Airtable's 429, and every
    /// other with a record.
    private static func stub(rateLimits: AirtableRateLimits, clock: ManualClock, answering429To call: Int)
        -> StubAirtable
    {
        let calls = Locked(0)
        return StubAirtable(rateLimits: rateLimits, clock: clock) { _ in
            let number = calls.withLock {
                $0 += 1
                return $0
            }
            guard number != call else {
                return .json(
                    #"{"errors":[{"error":"RATE_LIMIT_REACHED","message":"Rate limit exceeded."}]}"#,
                    status: 429)
            }
            return .json(Samples.record("rec00000000000001"))
        }
    }

    @Test func theSixthRequestWaitsForTheWindowAfterTheFirstResponse() async throws {
        let clock = ManualClock()
        let stub = StubAirtable(rateLimits: .airtable, clock: clock) { _ in
            .json(Samples.record("rec00000000000001"))
        }
        let table = stub.table()
        let tasks = (0..<7).map { _ in Task { try await table.get("rec00000000000001") } }
        #expect(await eventually { stub.requests.count == 5 && clock.sleeperCount == 2 })
        clock.advance(by: .seconds(1))
        try await Task.sleep(for: .milliseconds(20))
        #expect(stub.requests.count == 5)
        clock.advance(by: .milliseconds(50))
        #expect(await eventually { stub.requests.count == 7 })
        for task in tasks { _ = try await task.value }
    }

    @Test func otherBasesAreNotHeldBack() async throws {
        let clock = ManualClock()
        let stub = StubAirtable(rateLimits: .airtable, clock: clock) { _ in
            .json(Samples.record("rec00000000000001"))
        }
        for _ in 0..<5 { _ = try await stub.table().get("rec00000000000001") }
        _ = try await stub.client.base("appOTHERBASE00001").table("T", as: [String: CellValue].self).get(
            "rec00000000000001")
        #expect(stub.requests.count == 6)
    }

    @Test func theTokenCapSpansBases() async throws {
        let clock = ManualClock()
        let limits = AirtableRateLimits(perBase: nil, perToken: 3)
        let stub = StubAirtable(rateLimits: limits, clock: clock) { _ in
            .json(Samples.record("rec00000000000001"))
        }
        let tasks = (0..<4).map { n in
            Task {
                try await stub.client.base("appBASE0000000000\(n)").table("T", as: [String: CellValue].self)
                    .get("rec00000000000001")
            }
        }
        #expect(await eventually { stub.requests.count == 3 && clock.sleeperCount == 1 })
        clock.advance(by: .milliseconds(1050))
        for task in tasks { _ = try await task.value }
        #expect(stub.requests.count == 4)
    }

    @Test func a429PausesTheWholeBaseThenRetries() async throws {
        let clock = ManualClock()
        let stub = Self.stub(rateLimits: .airtable, clock: clock, answering429To: 1)
        let first = Task { try await stub.table().get("rec00000000000001") }
        #expect(await eventually { stub.requests.count == 1 && clock.sleeperCount == 1 })
        let second = Task { try await stub.table().get("rec00000000000001") }
        #expect(await eventually { clock.sleeperCount == 2 })
        clock.advance(by: .seconds(29))
        try await Task.sleep(for: .milliseconds(20))
        #expect(stub.requests.count == 1)
        clock.advance(by: .seconds(1))
        _ = try await first.value
        _ = try await second.value
        #expect(stub.requests.count == 3)
    }

    /// A `429` that keeps coming fails after the bounded retries, each a pause of Airtable's 30 s
    /// or of what its `Retry-After` asks; the error gives that wait, to say when to try again.
    @Test(arguments: [nil, 2])
    func a429ThatKeepsComingFailsAfterTheBoundedRetries(retryAfter: Int?) async throws {
        let clock = ManualClock()
        let headers: HTTPHeaders = retryAfter.map { ["Retry-After": "\($0)"] } ?? [:]
        let wait = Duration.seconds(retryAfter ?? 30)
        let stub = StubAirtable(rateLimits: .airtable, clock: clock) { _ in
            .json(
                #"{"error":{"type":"RATE_LIMIT_REACHED","message":"Rate limit exceeded."}}"#, status: 429,
                headers: headers)
        }
        let task = Task { try await stub.table().get("rec00000000000001") }
        for attempt in 1...2 {
            #expect(await eventually { stub.requests.count == attempt && clock.sleeperCount == 1 })
            clock.advance(by: wait)
        }
        let result = await task.result
        #expect(throws: AirtableError.self) { try result.get() }
        if case .failure(let error as AirtableError) = result {
            #expect(error.failureKind == .rateLimited)
            #expect(error.status == 429)
            #expect(error.rateLimitWait == wait)
        }
        #expect(stub.requests.count == 3)
    }

    /// A server that asks for longer than Airtable's 30 s (`Retry-After`) is taken at its word: a
    /// wait past what the client waits in all fails at once, with that wait to say when to retry.
    @Test func a429AskingForLongerThanTheRetriesWaitFailsAtOnceWithItsWait() async throws {
        let clock = ManualClock()
        let stub = StubAirtable(rateLimits: .airtable, clock: clock) { _ in
            .json(
                #"{"error":{"type":"RATE_LIMIT_REACHED","message":"Rate limit exceeded."}}"#, status: 429,
                headers: ["Retry-After": "3600"])
        }
        let error = await #expect(throws: AirtableError.self) {
            _ = try await stub.table().get("rec00000000000001")
        }
        #expect(error?.failureKind == .rateLimited)
        #expect(error?.rateLimitWait == .seconds(3600))
        #expect(stub.requests.count == 1)
    }

    /// A `Retry-After` within what the client waits in all is waited for exactly as long as it
    /// asks: longer than Airtable's 30 s, or shorter (airtable-local says when its window has room).
    @Test(arguments: [1, 60])
    func a429sRetryAfterIsWaitedThatLong(seconds: Int) async throws {
        let clock = ManualClock()
        let stub = StubAirtable(rateLimits: .airtable, clock: clock) { call, _ in
            call == 1
                ? .json(
                    #"{"error":{"type":"RATE_LIMIT_REACHED","message":"Rate limit exceeded."}}"#, status: 429,
                    headers: ["Retry-After": "\(seconds)"])
                : .json(Samples.record("rec00000000000001"))
        }
        let task = Task { try await stub.table().get("rec00000000000001") }
        #expect(await eventually { stub.requests.count == 1 && clock.sleeperCount == 1 })
        #expect(clock.waits.last == .seconds(seconds), "\(clock.waits)")
        clock.advance(by: .seconds(seconds) - .milliseconds(1))
        #expect(clock.sleeperCount == 1 && stub.requests.count == 1, "still waiting a moment before")
        clock.advance(by: .milliseconds(1))
        #expect(
            await eventually(within: .seconds(30)) { stub.requests.count == 2 }, "sent again when it asked")
        if stub.requests.count < 2 { task.cancel() }
        _ = try? await task.value
    }

    @Test func cancellingAWaitingRequestGivesItsLaneBack() async throws {
        let clock = ManualClock()
        let stub = StubAirtable(rateLimits: AirtableRateLimits(perBase: 1, perToken: nil), clock: clock) {
            _ in
            .json(Samples.record("rec00000000000001"))
        }
        _ = try await stub.table().get("rec00000000000001")
        let waiting = Task { try await stub.table().get("rec00000000000001") }
        #expect(await eventually { clock.sleeperCount == 1 })
        waiting.cancel()
        let result = await waiting.result
        if case .failure(let error as AirtableError) = result {
            #expect(error.type == .cancelled)
        } else {
            Issue.record("expected a cancellation error, got \(result)")
        }
        let next = Task { try await stub.table().get("rec00000000000001") }
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: .milliseconds(1050))
        _ = try await next.value
        #expect(stub.requests.count == 2)
    }

    /// A request that holds the token's lane and is then cancelled while its base is paused after a
    /// 429 gives that lane back: the request the 429 answered still gets it for its retry.
    @Test func cancellingARequestWaitingOutAPauseGivesItsTokenLaneBack() async throws {
        let clock = ManualClock()
        let stub = Self.stub(
            rateLimits: AirtableRateLimits(perBase: nil, perToken: 1), clock: clock, answering429To: 2)
        // The one lane is held for a second after this answer.
        _ = try await stub.client.base("appOTHERBASE00001").table("T", as: [String: CellValue].self).get(
            "rec00000000000001")
        let answered429 = Task { try await stub.table().get("rec00000000000001") }
        #expect(await eventually { clock.sleeperCount == 1 })
        let cancelled = Task { try await stub.table().get("rec00000000000001") }
        try await Task.sleep(for: .milliseconds(20))
        clock.advance(by: .milliseconds(1050))
        // The 429 pauses the base; its request sleeps before retrying, the other holds the lane.
        #expect(await eventually { stub.requests.count == 2 && clock.sleeperCount == 2 })
        clock.advance(by: .milliseconds(1050))
        #expect(await eventually { clock.sleeperCount == 2 })
        cancelled.cancel()
        if case .success = await cancelled.result { Issue.record("the cancelled request went through") }
        clock.advance(by: .seconds(30))
        let retried = await eventually { stub.requests.count == 3 }
        #expect(retried, "the retry never got the token's lane")
        if retried { _ = try await answered429.value } else { answered429.cancel() }
    }
}
