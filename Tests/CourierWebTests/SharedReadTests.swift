import Basics
import Testing

@testable import courier_web

/// One read for every browser waiting on it, reused while fresh, forgotten on a write. The backend
/// answers only the reads waiting when the test lets it, so a read that was not shared would wait
/// for ever: the time limit turns that into a failure.
@Suite(.timeLimit(.minutes(1)))
struct SharedReadTests {
    /// A backend whose reads wait until the test lets them answer, counting them.
    private actor Backend {
        private(set) var reads = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []
        var value = 1

        func read() async -> Int {
            reads += 1
            await withCheckedContinuation { waiting.append($0) }
            return value
        }

        func answerAll() {
            for reader in waiting { reader.resume() }
            waiting = []
        }

        var waitingCount: Int { waiting.count }
        func set(_ new: Int) { value = new }
    }

    private struct Failed: Error {}

    @Test func callersWaitingTogetherShareOneReadAndItIsReusedWhileFresh() async throws {
        let clock = ManualClock()
        let shared = SharedRead<Int, Failed>(freshness: .seconds(2), clock: clock)
        let backend = Backend()
        let callers = (0..<10).map { _ in
            Task { try await shared.value { () async throws(Failed) in await backend.read() } }
        }
        while await backend.waitingCount < 1 { await Task.yield() }
        await backend.answerAll()
        for caller in callers { #expect(try await caller.value == 1) }
        #expect(await backend.reads == 1)

        await backend.set(2)
        clock.advance(by: .seconds(1))
        #expect(try await shared.value { () async throws(Failed) in 99 } == 1, "still fresh")
        clock.advance(by: .seconds(1))
        let later = Task { try await shared.value { () async throws(Failed) in await backend.read() } }
        while await backend.waitingCount < 1 { await Task.yield() }
        await backend.answerAll()
        #expect(try await later.value == 2, "read again once stale")
    }

    @Test func aWriteForgetsTheValueAndAReadBegunBeforeIt() async throws {
        let shared = SharedRead<Int, Failed>(freshness: .seconds(60), clock: ManualClock())
        let backend = Backend()
        #expect(try await shared.value { () async throws(Failed) in 1 } == 1)
        shared.invalidate()
        let before = Task { try await shared.value { () async throws(Failed) in await backend.read() } }
        while await backend.waitingCount < 1 { await Task.yield() }
        shared.invalidate()  // a write while that read was under way
        await backend.set(5)
        await backend.answerAll()
        _ = try await before.value
        #expect(try await shared.value { () async throws(Failed) in 7 } == 7, "the earlier read was not kept")
    }

    @Test func aFailureIsSharedButNotKept() async throws {
        let shared = SharedRead<Int, Failed>(freshness: .seconds(60), clock: ManualClock())
        await #expect(throws: Failed.self) {
            try await shared.value { () async throws(Failed) in throw Failed() }
        }
        #expect(try await shared.value { () async throws(Failed) in 3 } == 3)
    }

    /// A read that takes a while (the clock moves while it runs), giving `value`.
    private func slowRead(_ shared: SharedRead<Int, Failed>, _ clock: ManualClock, _ value: Int) async throws
    {
        let read = try await shared.value { () async throws(Failed) in
            clock.advance(by: .seconds(1))
            return value
        }
        #expect(read == value)
    }

    @Test func afterASlowReadCallersHaveTheLastValueWhileOneNewerReadRuns() async throws {
        let clock = ManualClock()
        let shared = SharedRead<Int, Failed>(
            freshness: .seconds(2), slowRead: .milliseconds(500), longestStale: .seconds(60), clock: clock)
        let backend = Backend()
        try await slowRead(shared, clock, 1)
        clock.advance(by: .seconds(3))
        await backend.set(2)
        for _ in 0..<3 {
            #expect(
                try await shared.value { () async throws(Failed) in await backend.read() } == 1,
                "not waited for")
        }
        while await backend.waitingCount < 1 { await Task.yield() }
        #expect(await backend.reads == 1, "one newer read for them all")
        await backend.answerAll()
        var seen = 1
        while seen == 1 {
            seen = try await shared.value { () async throws(Failed) in 99 }
            await Task.yield()
        }
        #expect(seen == 2, "the newer read's value once it ends")
    }

    @Test func aValueTooOldOrWrittenOverIsWaitedFor() async throws {
        let clock = ManualClock()
        let shared = SharedRead<Int, Failed>(
            freshness: .seconds(2), slowRead: .milliseconds(500), longestStale: .seconds(60), clock: clock)
        try await slowRead(shared, clock, 1)
        clock.advance(by: .seconds(61))
        #expect(try await shared.value { () async throws(Failed) in 2 } == 2, "older than the longest stale")

        shared.invalidate()
        try await slowRead(shared, clock, 3)
        clock.advance(by: .seconds(3))
        shared.invalidate()
        #expect(
            try await shared.value { () async throws(Failed) in 4 } == 4, "a write leaves nothing to reuse")
    }

    @Test func aWriteAppliedInPlaceShowsAtOnceWithoutARead() async throws {
        let shared = SharedRead<Int, Failed>(freshness: .seconds(60), clock: ManualClock())
        shared.apply { $0 += 1 }
        #expect(try await shared.value { () async throws(Failed) in 1 } == 1, "nothing to change: read")
        shared.apply { $0 += 10 }
        #expect(try await shared.value { () async throws(Failed) in 99 } == 11, "changed, not read again")
    }
}
