import Basics
import Courier
import Foundation

/// Paces requests to Airtable's limits (see ``AirtableRateLimits``): a lane of the request's base
/// and one of the token, each held until `window + margin` after the response. It sits last in the
/// middleware chain, so it paces every attempt, and before sending it honours the pause Courier's
/// `RetryMiddleware` set for the base after a `429`, so requests already queued here wait too.
final class RateGovernor: Middleware {
    private let limits: AirtableRateLimits
    private let clock: any CourierClock
    private let pauses: RequestPauses
    private let tokenGate: LaneGate?
    private let baseGates = Locked<[String: LaneGate]>([:])
    private let counters = Locked(AirtableStatistics())

    init(limits: AirtableRateLimits, clock: any CourierClock, pauses: RequestPauses) {
        self.limits = limits
        self.clock = clock
        self.pauses = pauses
        tokenGate = limits.perToken.map {
            LaneGate(lanes: $0, hold: limits.window + limits.margin, clock: clock)
        }
    }

    /// What has been sent so far.
    var statistics: AirtableStatistics { counters.withLock { $0 } }

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let baseGate = AirtablePath.baseID(of: request.url).flatMap(gate(forBase:))
        let baseLane = try await acquire(baseGate, request)
        var tokenLane: Int?
        do {
            tokenLane = try await acquire(tokenGate, request)
            _ = try await pauses.waitOut(
                AirtablePath.rateKey(of: request.url), for: request, clock: clock)
        } catch {
            // Never sent (cancelled, or a pause longer than the caller may wait): both lanes go back.
            if let baseLane { baseGate?.abandon(baseLane) }
            if let tokenLane { tokenGate?.abandon(tokenLane) }
            throw error
        }
        defer {
            if let baseLane { baseGate?.finish(baseLane) }
            if let tokenLane { tokenGate?.finish(tokenLane) }
        }
        let response = try await next(request)
        counters.withLock { counters in
            counters.requests += 1
            if response.status == 429 { counters.rateLimitResponses += 1 }
        }
        return response
    }

    private func acquire(_ gate: LaneGate?, _ request: HTTPRequest) async throws -> Int? {
        guard let gate else { return nil }
        do {
            return try await gate.acquire()
        } catch {
            throw CourierError.transport(TransportError(.cancelled), request: request)
        }
    }

    private func gate(forBase base: String) -> LaneGate? {
        guard let lanes = limits.perBase else { return nil }
        return baseGates.withLock { gates in
            if let gate = gates[base] { return gate }
            let gate = LaneGate(lanes: lanes, hold: limits.window + limits.margin, clock: clock)
            gates[base] = gate
            return gate
        }
    }
}
