import Basics
import Foundation
import Synchronization
import Testing

@testable import Courier

/// Every wait before a request is sent (again) is told to the task's listener, with its length and
/// whether the server asked for it; only the task that listens hears it.
@Suite struct RetryWaitTests {
    let clock = ManualClock(advancesBySleeping: true)

    func client(_ stub: StubTransport, _ policy: RetryPolicy) -> Client {
        makeClient(stub, middleware: [ValidationMiddleware(), RetryMiddleware(policy: policy, clock: clock)])
    }

    /// Sends `request` with a listener; what it heard.
    func heard(_ client: Client, _ request: Request<Void>) async throws -> [(
        String, Duration, RetryWait.Reason
    )] {
        let waits = Mutex<[(String, Duration, RetryWait.Reason)]>([])
        let listener = RetryWait.Listener { wait in
            waits.withLock { $0.append((wait.request.url.path, wait.duration, wait.reason)) }
        }
        try await RetryWait.$listener.withValue(listener) { try await client.send(request) }
        return waits.withLock { $0 }
    }

    @Test func airtablesLockoutIsToldAsAPause() async throws {
        let stub = sequence([
            .json(#"{"errors":[{"error":"RATE_LIMIT_REACHED"}]}"#, status: 429), .status(204),
        ])
        let waits = try await heard(
            client(stub, RetryPolicy(rules: [.lockoutAfter429])), Request<Void>.post("v0/app1/T"))
        #expect(waits.map(\.0) == ["/v1/v0/app1/T"], "the request that waits")
        #expect(waits.map(\.1) == [.seconds(30)] && waits.map(\.2) == [.paused])
        #expect(clock.waits == [.seconds(30)], "told, then waited")
    }

    @Test func aBackoffAfterAFailureIsToldAsOne() async throws {
        let stub = sequence([.status(503), .status(503), .status(204)])
        let policy = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(2), jitter: 0)
        let waits = try await heard(client(stub, policy), Request<Void>.get("orders"))
        #expect(waits.map(\.2) == [.backoff, .backoff])
        #expect(waits.map(\.1) == clock.waits, "each as long as it was")
    }

    @Test func noOneHearsWithoutAListener() async throws {
        let stub = sequence([.status(503), .status(204)])
        let waits = Mutex(0)
        let client = client(stub, RetryPolicy(maxAttempts: 2, baseDelay: .seconds(1), jitter: 0))
        let listener = RetryWait.Listener { _ in waits.withLock { $0 += 1 } }
        await RetryWait.$listener.withValue(listener) {
            // A detached task does not inherit the listener.
            _ = await Task.detached { try? await client.send(Request<Void>.get("orders")) }.value
        }
        #expect(waits.withLock { $0 } == 0)
        #expect(stub.requests.count == 2)
    }
}
