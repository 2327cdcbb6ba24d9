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
        try await client(stub, RetryPolicy(rules: [.airtableRateLimit])).send(Request<Void>.post("v0/app1/T"))
        #expect(clock.waits == [.seconds(30)])
        #expect(stub.requests.count == 2)
    }

    @Test func githubPrimaryLimitWaitsUntilTheReset() async throws {
        let reset = Int(clock.now().timeIntervalSince1970) + 42
        let limited = StubTransport.Answer.json(
            #"{"message":"API rate limit exceeded for user ID 1."}"#, status: 403,
            headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "\(reset).0"])
        let stub = sequence([limited, .json("[]")])
        let policy = RetryPolicy(maxTotalWait: .seconds(120), rules: RetryRule.github)
        _ = try await client(stub, policy).send(Request<[Item]>.get("user/repos"))
        #expect(clock.waits == [.seconds(42)])
    }

    @Test func githubPrimaryLimitBeyondTheCapIsReportedInTheError() async {
        let reset = Int(clock.now().timeIntervalSince1970) + 3600
        let stub = sequence([
            .json(
                #"{"message":"API rate limit exceeded"}"#, status: 429,
                headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "\(reset)"])
        ])
        let failure = await #expect(throws: CourierError.self) {
            try await client(stub, RetryPolicy(rules: RetryRule.github)).send(
                Request<[Item]>.get("user/repos"))
        }
        guard case .status(let error)? = failure else { return }
        #expect(error.waitCapReached == WaitCapReached(asked: .seconds(3600), allowed: .seconds(60)))
        #expect(error.description.contains("not retried: the server asked to wait 3600 s"))
        #expect(stub.requests.count == 1)
        #expect(clock.waits.isEmpty)
    }

    @Test func githubSecondaryLimitHonoursRetryAfterOrWaitsAMinute() async throws {
        let withHeader = sequence([.status(403, headers: ["Retry-After": "7"]), .json("[]")])
        _ = try await client(withHeader, RetryPolicy(rules: RetryRule.github)).send(Request<[Item]>.get("a"))
        let message = #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes."}"#
        let withMessage = sequence([.json(message, status: 403), .json("[]")])
        _ = try await client(withMessage, RetryPolicy(rules: RetryRule.github)).send(Request<[Item]>.get("b"))
        #expect(clock.waits == [.seconds(7), .seconds(60)])
    }

    @Test func anOrdinary403IsNotRetried() async {
        let stub = sequence([.json(#"{"message":"Must have admin rights"}"#, status: 403)])
        await #expect(throws: CourierError.self) {
            try await client(stub, RetryPolicy(rules: RetryRule.github)).send(Request<Void>.get("x"))
        }
        #expect(stub.requests.count == 1)
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

    @Test func githubResetHeadersThatAreNotNumbersFallBackToAMinute() async throws {
        let stub = sequence([
            .status(403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1e999"]), .status(204),
        ])
        try await client(stub, RetryPolicy(rules: RetryRule.github)).send(Request<Void>.get("x"))
        #expect(clock.waits == [.seconds(60)])
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

    @Test func githubPrimaryLimitIsRecognisedByItsMessageWithoutHeaders() async throws {
        let stub = sequence([
            .json(#"{"message":"API rate limit exceeded for 192.0.2.1."}"#, status: 403), .status(204),
        ])
        try await client(stub, RetryPolicy(rules: RetryRule.github)).send(Request<Void>.get("x"))
        #expect(clock.waits == [.seconds(60)])
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
