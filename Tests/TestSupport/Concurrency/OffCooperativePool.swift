import Foundation
import Testing

/// Runs every job it is given on a new thread of its own.
///
/// Swift's cooperative pool has one thread per core (two here). A test that blocks — raw sockets,
/// `usleep`, a server's blocking shutdown — would hold one of them and stall every other test's
/// `await` for as long. Under this executor such a test blocks only its own thread.
public final class ThreadPerJobExecutor: TaskExecutor {
    public static let shared = ThreadPerJobExecutor()

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}

/// A trait that runs a suite's or test's body on ``ThreadPerJobExecutor``: for tests that block.
/// The test keeps its task (and so its task-locals), so `#expect` failures are still attributed to it.
///
/// ```swift
/// @Suite(.offCooperativePool) struct KeepAliveTests { … }
/// ```
public struct OffCooperativePoolTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OffCooperativePoolTrait {
    /// Runs the test's body on threads of its own instead of Swift's cooperative pool.
    public static var offCooperativePool: Self { OffCooperativePoolTrait() }
}
