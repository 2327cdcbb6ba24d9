import Basics
import Foundation
import Testing

@testable import Courier

/// A task's ``TimeoutCap`` shortens the timeout of every attempt its requests make, whatever the
/// request sets; a request's own shorter timeout stays.
@Suite struct TimeoutCapTests {
    private func timeoutSent(_ timeout: Duration?, cap: Duration?) async throws -> Duration? {
        let stub = StubTransport { _ in .status(204) }
        var request = Request<Void>.get("a")
        request.options.timeout = timeout
        try await TimeoutCap.$current.withValue(cap) { try await makeClient(stub).send(request) }
        return try #require(stub.requests.first).options.timeout
    }

    @Test func theCapShortensLongerTimeoutsAndStandsInForNone() async throws {
        #expect(try await timeoutSent(nil, cap: .seconds(8)) == .seconds(8))
        #expect(try await timeoutSent(.seconds(60), cap: .seconds(8)) == .seconds(8))
        #expect(try await timeoutSent(.seconds(2), cap: .seconds(8)) == .seconds(2))
        #expect(try await timeoutSent(.seconds(60), cap: nil) == .seconds(60))
        #expect(try await timeoutSent(nil, cap: nil) == nil)
    }

    /// A deadline already past sends nothing: a `POST` it would cut off after 1 ms might still
    /// have reached the server.
    @Test func aCapOfZeroFailsTheRequestUnsent() async throws {
        let stub = StubTransport { _ in .status(204) }
        for cap in [Duration.zero, .seconds(-1)] {
            let error = await #expect(throws: CourierError.self) {
                try await TimeoutCap.$current.withValue(cap) {
                    try await makeClient(stub).send(Request<Void>.post("a", body: .json(["n": 1])))
                }
            }
            guard case .transport(let failure, _)? = error else {
                Issue.record("not a transport error: \(String(describing: error))")
                continue
            }
            #expect(failure.kind == .timedOut)
        }
        #expect(stub.requests.isEmpty)
    }

    @Test func aTimedOutAttemptIsNotTriedAgainUnderACap() async throws {
        let stub = StubTransport { _ in .failure(TransportError(.timedOut)) }
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxAttempts: 3), clock: ManualClock(advancesBySleeping: true))
        let client = makeClient(stub, middleware: [ValidationMiddleware(), retry])
        await TimeoutCap.$current.withValue(.seconds(5)) {
            await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("a")) }
        }
        #expect(stub.requests.count == 1)
        // Uncapped too: it already waited its whole timeout (``RetryTests``).
        await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("b")) }
        #expect(stub.requests.count == 2)
    }

    @Test func everyRetriedAttemptIsCapped() async throws {
        let stub = sequence([.status(503), .status(204)])
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxAttempts: 2), clock: ManualClock(advancesBySleeping: true))
        let client = makeClient(stub, middleware: [ValidationMiddleware(), retry])
        try await TimeoutCap.$current.withValue(.seconds(5)) { try await client.send(Request<Void>.get("a")) }
        #expect(stub.requests.map(\.options.timeout) == [.seconds(5), .seconds(5)])
    }
}
