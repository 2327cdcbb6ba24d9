import Airtable
import AirtableModel
import Courier
import Foundation
import TestSupport
import Testing

/// The governor against the server's real limiter (5 requests per second per base, 50 per token).
@Suite struct LocalRateLimitTests {
    /// 25 tasks writing to one base at once, with both limits on: every write succeeds and the
    /// server never answers 429.
    @Test func twentyFiveConcurrentWritersProvokeNo429() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let meals = local.meals
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 1...25 {
                group.addTask { _ = try await meals.create(Meal(name: "writer \(n)", calories: Double(n))) }
            }
            try await group.waitForAll()
        }
        #expect(local.client.statistics.rateLimitResponses == 0)
        #expect(try await local.meals.all().count == 25)
    }

    /// Without client pacing the server's limiter answers 429, decoded as a rate-limit error.
    @Test func theServersLimiterAnswers429() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let unpaced = AirtableClient(
            AirtableConfiguration(
                endpoint: local.server.url, token: AirtableHarness.token,
                rateLimits: AirtableRateLimits(
                    perBase: nil, perToken: nil, lockout: .milliseconds(200), maxLockoutRetries: 0)))
        let meals = unpaced.base(LocalBase.baseID).table("Meals", as: Meal.self)
        let outcomes = await withTaskGroup(of: AirtableError?.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    do throws(AirtableError) {
                        _ = try await meals.first()
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [AirtableError?]()) { $0.append($1) }
        }
        let limited = outcomes.compactMap { $0 }
        #expect(!limited.isEmpty)
        // Each answered 429, or (sent after the first 429) was held back by the base's pause.
        #expect(
            limited.allSatisfy { $0.failureKind == .rateLimited && $0.type == "RATE_LIMIT_REACHED" },
            "\(limited)")
        let answered = limited.filter { $0.status == 429 }
        #expect(!answered.isEmpty)
        #expect(unpaced.statistics.rateLimitResponses == answered.count)
    }

    /// airtable-local's 429 says in its `Retry-After` when the window has room again (a second at
    /// most), and the client's base waits that instead of Airtable's 30 s, then sends again: under
    /// a cap of 5 s on every wait, which Airtable's lockout would exceed at once, every request
    /// succeeds.
    @Test func theServersRetryAfterIsWaitedInsteadOfTheLockout() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let unpaced = AirtableClient(
            AirtableConfiguration(
                endpoint: local.server.url, token: AirtableHarness.token,
                rateLimits: AirtableRateLimits(perBase: nil, perToken: nil, maxLockoutRetries: 5)))
        let meals = unpaced.base(LocalBase.baseID).table("Meals", as: Meal.self)
        try await WaitCap.$current.withValue(.seconds(5)) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = try await meals.first() } }
                try await group.waitForAll()
            }
        }
        #expect(unpaced.statistics.rateLimitResponses > 0)
    }
}
