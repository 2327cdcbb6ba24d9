import Basics
import Foundation
import Testing

@testable import Courier

@Suite struct RetryRuleTests {
    let clock = ManualClock(advancesBySleeping: true)

    func client(_ stub: StubTransport, _ policy: RetryPolicy) -> Client {
        makeClient(stub, middleware: [ValidationMiddleware(), RetryMiddleware(policy: policy, clock: clock)])
    }

    @Test func airtable429WaitsThirtySecondsWithoutRetryAfter() async throws {
        let stub = sequence([
            .json(#"{"errors":[{"error":"RATE_LIMIT_REACHED"}]}"#, status: 429), .status(204),
        ])
        try await client(stub, RetryPolicy(rules: [.lockoutAfter429])).send(Request<Void>.post("v0/app1/T"))
        #expect(clock.waits == [.seconds(30)])
        #expect(stub.requests.count == 2)
    }

    @Test func aPauseBeyondTheCapIsReportedInTheError() async {
        let stub = sequence([.status(429, headers: ["Retry-After": "3600"])])
        let failure = await #expect(throws: CourierError.self) {
            try await client(stub, RetryPolicy(rules: [.lockoutAfter429])).send(
                Request<[Item]>.get("user/repos"))
        }
        guard case .status(let error)? = failure else { return }
        #expect(error.waitCapReached == WaitCapReached(asked: .seconds(3600), allowed: .seconds(60)))
        #expect(error.description.contains("not retried: the server asked to wait 3600 s"))
        #expect(stub.requests.count == 1)
        #expect(clock.waits.isEmpty)
    }

    @Test func aCustomRuleDecidesBeforeTheDefaults() async throws {
        let rule = RetryRule { $0.status == 409 ? .retry(after: .seconds(3)) : .useDefault }
        let never = RetryRule { $0.status == 503 ? .fail : .useDefault }
        let stub = sequence([.status(409), .status(503), .status(204)])
        await #expect(throws: CourierError.self) {
            try await client(stub, RetryPolicy(rules: [rule, never])).send(Request<Void>.get("x"))
        }
        #expect(clock.waits == [.seconds(3)])
        #expect(stub.requests.count == 2)
    }

    @Test func hugeRetryAfterValuesNeitherCrashNorWait() async {
        for value in [
            "1e300", "99999999999999999999", "00000000000000000000000000000000000005", "-1", " 12 ",
        ] {
            _ = RetryAfter.delay(in: ["Retry-After": value], now: clock.now())
        }
        #expect(RetryAfter.delay(in: ["Retry-After": "1e300"], now: clock.now()) == nil)
        #expect(
            RetryAfter.delay(in: ["Retry-After": "99999999999999999999"], now: clock.now())
                == RetryAfter.longest)
        #expect(
            RetryAfter.delay(in: ["Retry-After": "0000000000000000000000005"], now: clock.now())
                == .seconds(5))
        let stub = sequence([.status(429, headers: ["Retry-After": "99999999999999999999"])])
        let failure = await #expect(throws: CourierError.self) {
            try await client(stub, RetryPolicy()).send(Request<Void>.get("x"))
        }
        #expect(failure?.statusCode == 429)
        #expect(failure.map { "\($0)".contains("not retried") } == true)
        #expect(clock.waits.isEmpty)
    }

    @Test func aWaitingRetryIsCancellable() async {
        let manual = ManualClock()
        let stub = sequence([.status(503), .status(204)])
        let client = makeClient(
            stub,
            middleware: [
                ValidationMiddleware(), RetryMiddleware(policy: RetryPolicy(jitter: 0), clock: manual),
            ])
        let task = Task { try await client.send(Request<Void>.get("x")) }
        await manual.waitForSleepers(1)
        task.cancel()
        let error = await task.result.failure as? CourierError
        #expect(error?.isCancelled == true)
        #expect(stub.requests.count == 1)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
