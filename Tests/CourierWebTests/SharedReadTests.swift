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
}
