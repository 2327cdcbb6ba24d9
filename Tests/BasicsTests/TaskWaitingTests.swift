import Basics
import Testing

/// A caller waiting for a shared task stops waiting when it is cancelled; the task runs on and
/// answers the callers still waiting.
@Suite struct TaskWaitingTests {
    @Test func aCancelledWaiterStopsWaitingAndTheTaskRunsOn() async throws {
        let (opened, open) = AsyncStream<Void>.makeStream()
        let shared = Task<Int, any Error> {
            for await _ in opened { break }
            return 42
        }
        let givingUp = Task { await shared.resultUnlessCancelled() }
        let staying = Task { await shared.resultUnlessCancelled() }
        givingUp.cancel()
        let gaveUp = await givingUp.value
        #expect(throws: CancellationError.self) { try gaveUp.get() }
        open.yield()
        open.finish()
        #expect(try await staying.value.get() == 42)
        #expect(try await shared.value == 42)
    }

    @Test func aWaiterCancelledBeforeItWaitsDoesNotWait() async {
        let never = Task<Int, any Error> {
            try await Task.sleep(for: .seconds(3600))
            return 0
        }
        defer { never.cancel() }
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await never.resultUnlessCancelled()
        }
        await #expect(throws: CancellationError.self) { try await waiter.value.get() }
    }

    @Test func aFailureIsPassedOn() async {
        struct Refused: Error {}
        let failing = Task<Int, any Error> { throw Refused() }
        await #expect(throws: Refused.self) { try await failing.resultUnlessCancelled().get() }
    }
}
