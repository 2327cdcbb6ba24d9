import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Pins down what the toolchain's own `URLSession.data(for:)` does when its task is cancelled
/// (swift-corelibs-foundation #5412 reports a deadlock). `URLSessionTransport` does not rely on it:
/// it cancels from a separate queue. If this test starts failing after a toolchain update, the
/// platform's behaviour changed.
@Suite struct FoundationDataCancellationTests {
    @Test(.timeLimit(.minutes(3)))
    func dataForThrowsURLErrorCancelledPromptly() async throws {
        let server = try LoopbackHTTPServer()
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        // A timeout far past the bounds below: a request that ends only by timing out is a hang.
        let request = URLRequest(url: server.url("/never"), timeoutInterval: 600)

        var latencies: [Double] = []
        for _ in 0..<10 {
            let task = Task { try await session.data(for: request) }
            try await Task.sleep(for: .milliseconds(20))
            let cancelledAt = ContinuousClock.now
            task.cancel()
            let result = await task.result
            let latency = cancelledAt.millisecondsElapsed

            guard case .failure(let error) = result else {
                Issue.record("data(for:) returned a response from a server that never answers")
                continue
            }
            #expect((error as? URLError)?.code == .cancelled)
            latencies.append(latency)
        }
        // Best case, as other tests share the machine's cooperative pool, which a loaded machine can
        // leave seconds late to resume a task; no hang (the corelibs deadlock, #5412) in any case.
        // The bounds leave room for loaded machines and ThreadSanitizer.
        #expect(latencies.min() ?? .infinity < 5000, "data(for:) took \(latencies) ms to cancel")
        #expect(latencies.max() ?? 0 < 30_000, "data(for:) took \(latencies) ms to cancel")
    }
}
