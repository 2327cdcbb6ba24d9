import Basics
import Foundation
import Testing

@testable import Courier

@Suite struct RetryTests {
    let clock = ManualClock(advancesBySleeping: true)
    let noJitter = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(100), jitter: 0)

    func client(_ transport: StubTransport, policy: RetryPolicy) -> Client {
        makeClient(
            transport,
            middleware: [ValidationMiddleware(), RetryMiddleware(policy: policy, clock: clock)])
    }

    @Test func retriesAGetAfter503WithExponentialBackoff() async throws {
        let stub = sequence([.status(503), .status(503), .status(503), .json(#"{"id":1,"name":"a"}"#)])
        let item = try await client(stub, policy: noJitter).send(Request<Item>.get("x"))
        #expect(item.id == 1)
        #expect(stub.requests.count == 4)
        #expect(clock.waits == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
    }

    @Test func givesUpAfterMaxAttemptsWithTheLastResponse() async {
        let stub = sequence([.status(503, headers: ["X-Attempt": "last"])])
        await #expect {
            _ = try await client(stub, policy: noJitter).send(Request<Item>.get("x"))
        } throws: { error in
            (error as? CourierError)?.statusCode == 503
                && (error as? CourierError)?.response?.headers["x-attempt"] == "last"
        }
        #expect(stub.requests.count == 4)
    }

    @Test func doesNotReplayAPostAfter503() async {
        let stub = sequence([.status(503), .status(200)])
        await #expect(throws: CourierError.self) {
            try await client(stub, policy: noJitter).send(Request<Void>.post("x"))
        }
        #expect(stub.requests.count == 1)
    }

    @Test func replaysAPostThatOptsIn() async throws {
        let stub = sequence([.status(503), .status(200)])
        try await client(stub, policy: noJitter).send(
            Request<Void>.post("x").options { $0.allowsRetry = true })
        #expect(stub.requests.count == 2)
    }

    @Test func replaysAPostRejectedWith429BecauseItWasNotProcessed() async throws {
        let stub = sequence([.status(429, headers: ["Retry-After": "2"]), .status(200)])
        try await client(stub, policy: noJitter).send(Request<Void>.post("x"))
        #expect(stub.requests.count == 2)
        #expect(clock.waits == [.seconds(2)])
    }

    @Test func honoursRetryAfterAsAnHTTPDate() async throws {
        let date = HTTPDate.format(clock.now().addingTimeInterval(7))
        let stub = sequence([.status(503, headers: ["Retry-After": date]), .status(204)])
        try await client(stub, policy: noJitter).send(Request<Void>.get("x"))
        #expect(clock.waits == [.seconds(7)])
    }

    @Test func aRetryAfterBeyondTheTotalWaitCapEndsRetriesAtOnce() async {
        let policy = RetryPolicy(maxAttempts: 5, jitter: 0, maxTotalWait: .seconds(10))
        let stub = sequence([.status(429, headers: ["Retry-After": "3600"])])
        await #expect {
            _ = try await client(stub, policy: policy).send(Request<Void>.get("x"))
        } throws: { error in
            (error as? CourierError)?.response?.headers["Retry-After"] == "3600"
        }
        #expect(stub.requests.count == 1)
        #expect(clock.waits.isEmpty)
    }

    @Test func totalWaitIsCapped() async {
        let policy = RetryPolicy(
            maxAttempts: 10, baseDelay: .seconds(1), jitter: 0, maxTotalWait: .seconds(5))
        let stub = sequence([.status(500)])
        await #expect(throws: CourierError.self) {
            try await client(stub, policy: policy).send(Request<Void>.get("x"))
        }
        #expect(clock.waits == [.seconds(1), .seconds(2)])  // a third wait of 4 s would pass the 5 s cap
    }

    @Test func backoffIsCappedByMaxDelay() async {
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(3), jitter: 0)
        await #expect(throws: CourierError.self) {
            try await client(sequence([.status(502)]), policy: policy).send(Request<Void>.get("x"))
        }
        #expect(clock.waits == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test func jitterShortensWaitsWithinItsFraction() async {
        let middleware = RetryMiddleware(
            policy: RetryPolicy(maxAttempts: 2, baseDelay: .seconds(1), jitter: 0.5), clock: clock,
            random: { 0.999 })
        let client = makeClient(sequence([.status(503)]), middleware: [middleware])
        _ = try? await client.send(Request<Void>.get("x"))
        #expect(clock.waits.count == 1)
        #expect(clock.waits.allSatisfy { $0 >= .milliseconds(500) && $0 < .milliseconds(502) })
    }

    @Test func retriesTransientTransportErrors() async throws {
        let stub = sequence([
            .failure(TransportError(.connectionLost)), .failure(TransportError(.cannotConnect)), .status(204),
        ])
        try await client(stub, policy: noJitter).send(Request<Void>.get("x"))
        #expect(stub.requests.count == 3)
    }

    /// A connection that could not be made sent nothing, so even a POST is sent again.
    @Test func replaysAPostWhoseConnectionCouldNotBeMade() async throws {
        let stub = sequence([.failure(TransportError(.cannotConnect)), .status(204)])
        try await client(stub, policy: noJitter).send(Request<Void>.post("x"))
        #expect(stub.requests.count == 2)
        #expect(clock.waits == [.milliseconds(100)])
    }

    /// A connection lost after the request went out may have been processed: a POST is not replayed.
    @Test func doesNotReplayAPostWhoseConnectionWasLost() async {
        let stub = sequence([.failure(TransportError(.connectionLost)), .status(204)])
        await #expect(throws: CourierError.self) {
            try await client(stub, policy: noJitter).send(Request<Void>.post("x"))
        }
        #expect(stub.requests.count == 1)
    }

    /// A resumable download's timeout is a stall: it is tried again, and asks only for the rest.
    @Test func retriesATimedOutResumableDownload() async {
        let stub = sequence([.failure(TransportError(.timedOut)), .status(500)])
        let file = FileManager.default.temporaryDirectory.appending(
            path: "courier-retry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try? await client(stub, policy: noJitter).send(
            Request<URL>.download("x", to: file, resumable: true))
        #expect(stub.requests.count > 1)
    }

    /// A server silent for the whole timeout is said after that one wait, not after three.
    @Test func doesNotRetryATimedOutAttempt() async {
        let stub = sequence([.failure(TransportError(.timedOut)), .status(204)])
        await #expect(throws: CourierError.self) {
            try await client(stub, policy: noJitter).send(Request<Void>.get("x"))
        }
        #expect(stub.requests.count == 1)
    }

    @Test func doesNotRetryPermanentTransportErrors() async {
        let stub = sequence([.failure(TransportError(.tls, "certificate expired")), .status(204)])
        await #expect(throws: CourierError.self) {
            try await client(stub, policy: noJitter).send(Request<Void>.get("x"))
        }
        #expect(stub.requests.count == 1)
    }

    @Test func doesNotRetryClientErrors() async {
        let stub = sequence([.status(404), .status(200)])
        await #expect(throws: CourierError.self) {
            try await client(stub, policy: noJitter).send(Request<Void>.get("x"))
        }
        #expect(stub.requests.count == 1)
    }

    @Test func cancellationDuringTheWaitStopsRetrying() async {
        let stub = sequence([.status(503)])
        let client = makeClient(
            stub, middleware: [RetryMiddleware(policy: RetryPolicy(baseDelay: .seconds(30)))])
        let task = Task { try await client.send(Request<Void>.get("x")) }
        try? await Task.sleep(for: .milliseconds(50))
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result else {
            Issue.record("expected a cancellation error")
            return
        }
        #expect((error as? CourierError)?.isCancelled == true)
        #expect(stub.requests.count == 1)
    }

    @Test func parsesRetryAfterForms() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(RetryAfter.delay(in: ["Retry-After": "120"], now: now) == .seconds(120))
        // Digits only (RFC 9110 delay-seconds): fractions and exponents are unreadable, not guessed.
        #expect(RetryAfter.delay(in: ["Retry-After": "0.5"], now: now) == nil)
        #expect(
            RetryAfter.delay(in: ["Retry-After": HTTPDate.format(now.addingTimeInterval(-5))], now: now)
                == .zero)
        #expect(RetryAfter.delay(in: ["Retry-After": "soon"], now: now) == nil)
        #expect(RetryAfter.delay(in: ["Retry-After": "-3"], now: now) == nil)
        #expect(RetryAfter.delay(in: [:], now: now) == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    }
}
