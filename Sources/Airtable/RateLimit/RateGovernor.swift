import Courier
import Foundation

/// Paces requests to Airtable's limits (see ``AirtableRateLimits``) and, after a `429`, makes the
/// whole base wait the lockout before the request is sent again.
///
/// It sits last in the middleware chain, so it sees every attempt and the raw status.
final class RateGovernor: Middleware {
    private let limits: AirtableRateLimits
    private let clock: GovernorClock
    private let tokenGate: LaneGate?
    private let baseGates = Locked<[String: LaneGate]>([:])
    private let hold: Duration
    private let counters = Locked(AirtableStatistics())

    /// What has been sent so far.
    var statistics: AirtableStatistics { counters.withLock { $0 } }

    init(limits: AirtableRateLimits, clock: any Clock<Duration>) {
        self.limits = limits
        let clock = GovernorClock(clock)
        self.clock = clock
        hold = limits.window + limits.margin
        tokenGate = limits.perToken.map {
            LaneGate(lanes: $0, hold: limits.window + limits.margin, clock: clock)
        }
    }

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let baseGate = AirtablePath.baseID(of: request.url).map(gate(forBase:))
        var lockouts = 0
        while true {
            let response = try await sendPaced(request, baseGate: baseGate, next: next)
            counters.withLock { counters in
                counters.requests += 1
                if response.status == 429 { counters.rateLimitResponses += 1 }
            }
            guard response.status == 429, lockouts < limits.maxLockoutRetries else { return response }
            lockouts += 1
            (baseGate ?? tokenGate)?.pause(for: limits.lockout)
            if baseGate == nil, tokenGate == nil { try await sleep(limits.lockout, request) }
        }
    }

    private func sendPaced(_ request: HTTPRequest, baseGate: LaneGate?, next: Next) async throws
        -> HTTPResponse
    {
        let baseLane = try await acquire(baseGate, request)
        let tokenLane: Int?
        do {
            tokenLane = try await acquire(tokenGate, request)
        } catch {
            if let baseLane { baseGate?.abandon(baseLane) }
            throw error
        }
        defer {
            if let baseLane { baseGate?.finish(baseLane) }
            if let tokenLane { tokenGate?.finish(tokenLane) }
        }
        return try await next(request)
    }

    private func acquire(_ gate: LaneGate?, _ request: HTTPRequest) async throws -> Int? {
        guard let gate else { return nil }
        do {
            return try await gate.acquire()
        } catch {
            throw CourierError.transport(TransportError(.cancelled), request: request)
        }
    }

    private func sleep(_ duration: Duration, _ request: HTTPRequest) async throws {
        do {
            try await clock.sleep(clock.now() + duration)
        } catch {
            throw CourierError.transport(TransportError(.cancelled), request: request)
        }
    }

    private func gate(forBase base: String) -> LaneGate {
        baseGates.withLock { gates in
            if let gate = gates[base] { return gate }
            let gate = LaneGate(lanes: limits.perBase, hold: hold, clock: clock)
            gates[base] = gate
            return gate
        }
    }
}
