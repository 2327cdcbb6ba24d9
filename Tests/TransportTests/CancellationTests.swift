import Courier
import Foundation
import TestSupport
import Testing

/// Cancelling the calling task aborts the exchange promptly, and the transport stays usable.
@Suite struct CancellationTests {
    /// The server never answers and the timeout is 30 s; `/slow/200` keeps data flowing for 10 s. So
    /// finishing within ``promptly`` shows the transfer was aborted, not run out: the bound is half
    /// the shorter of the two, because in a full run on a 2-core machine the cooperative pool can
    /// resume this task a second or more late (seen: 1.0–1.04 s at best in five tries).
    /// `bench/transport.sh` measures the real latency (well under 1 ms). It is checked on the best of
    /// up to five attempts.
    /// In milliseconds: half of `/slow/200`'s 10 s, a sixth of the 30 s timeout.
    static let promptly = 5_000.0

    @Test(arguments: TransportKind.all, ["/never", "/slow/200"])
    func cancellingMidTransferThrowsCancelledQuickly(kind: TransportKind, path: String) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(timeout: .seconds(30))
        var latencies: [Double] = []

        for _ in 0..<5 {
            let latency = try await Self.cancelAfter50Milliseconds(transport, server.url(path))
            latencies.append(latency)
            if latency < Self.promptly { break }
        }

        #expect(latencies.min() ?? .infinity < Self.promptly, "cancellation took \(latencies) ms")
        try await transport.expectStillUsable(server.url("/echo"))
    }

    /// Starts a request, cancels its task 50 ms later and returns how long (in ms) the task took to
    /// finish after that; the task must fail with `.cancelled`.
    private static func cancelAfter50Milliseconds(_ transport: any Transport, _ url: URL) async throws
        -> Double
    {
        let task = Task { () async throws(TransportError) -> HTTPResponse in
            try await transport.send(.get, url)
        }
        try await Task.sleep(for: .milliseconds(50))
        let cancelledAt = ContinuousClock.now
        task.cancel()
        let result = await task.result
        let latency = cancelledAt.millisecondsElapsed
        #expect((result.error as? TransportError)?.kind == .cancelled)
        return latency
    }

    @Test(arguments: TransportKind.all)
    func alreadyCancelledTaskSendsNothing(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let url = server.url("/echo")
        let task = Task { () async throws(TransportError) -> HTTPResponse in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(.get, url)
        }

        #expect((await task.result.error as? TransportError)?.kind == .cancelled)
        #expect(server.acceptedConnections == 0)
    }

    /// Many tasks cancelled at random moments: every one finishes (no deadlock, no double resume)
    /// and the transport still works afterwards.
    @Test(arguments: TransportKind.all)
    func cancellationRacesWithCompletion(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let url = server.url("/delay/2")

        for round in 0..<10 {
            let tasks = (0..<8).map { _ in
                Task { () async throws(TransportError) -> HTTPResponse in try await transport.send(.get, url)
                }
            }
            try await Task.sleep(for: .microseconds(round * 500))
            for task in tasks { task.cancel() }
            for task in tasks {
                if case .failure(let error) = await task.result {
                    #expect((error as? TransportError)?.kind == .cancelled)
                }
            }
        }

        try await transport.expectStillUsable(server.url("/echo"))
    }
}
