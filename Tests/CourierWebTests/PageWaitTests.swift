import Airtable
import Basics
import Courier
import Planner
import TestSupport
import Testing

@testable import courier_web

/// A page does not wait out Airtable's 30-second lockout after a `429`: the person sees "try again
/// shortly" at once. Work that is not a page (an import) still waits it out.
@MainActor
@Suite struct PageWaitTests {
    /// The planner's store on airtable-local in this process, its base locked out for 30 seconds
    /// (the server's clock stands still, so the lockout holds), with a client whose waits return at
    /// once and are recorded on `clock`.
    private func lockedOutStore(clock: ManualClock) throws -> (AirtableOrderStore, StubTransport) {
        let airtable = try AirtableHarness.responder(
            schemas: [PlannerSchema.baseFile()], rateLimits: .lockingOutOnManualClock(.seconds(30)))
        let listing = "/v0/\(PlannerSchema.defaultBaseID)/\(PlannerSchema.tableName)"
        for _ in 0..<6 { airtable.call("GET", listing) }
        #expect(airtable.call("GET", listing).status == 429)
        let configuration = AirtableConfiguration(
            endpoint: AirtableConfiguration.localEndpoint, token: AirtableHarness.token,
            rateLimits: .unlimited)
        let transport = airtable.transport
        let store = AirtableOrderStore(
            client: AirtableClient(configuration, transport: transport, clock: clock),
            baseID: PlannerSchema.defaultBaseID)
        return (store, transport)
    }

    @Test func aPageGivesEachAttemptSecondsNotTheTransportsMinute() async {
        #expect(await PersonWaits.capped { TimeoutCap.current } == PersonWaits.longestAttempt)
        #expect(PersonWaits.longestAttempt <= .seconds(10))
        #expect(TimeoutCap.current == nil)
    }

    @Test func aPageShowsALockoutAtOnceAsARateLimit() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let (store, transport) = try lockedOutStore(clock: clock)

        let failure = await PersonWaits.capped { await Self.failure(listing: store) }
        #expect(failure?.failureKind == .rateLimited)
        #expect(clock.waits.isEmpty, "the page waited \(clock.waits)")
        // The next page, while the base is paused, is not sent at all.
        let next = await PersonWaits.capped { await Self.failure(listing: store) }
        #expect(next?.failureKind == .rateLimited)
        #expect(transport.requests.count == 1)
        #expect(clock.waits.isEmpty)
    }

    /// What listing the orders failed with; `nil` when it worked.
    private static func failure(listing store: AirtableOrderStore) async -> PlannerError? {
        do throws(PlannerError) {
            _ = try await store.allOrders()
            return nil
        } catch {
            return error
        }
    }

    @Test func workOutsideAPageWaitsTheLockoutOut() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let (store, _) = try lockedOutStore(clock: clock)

        await #expect(throws: PlannerError.self) { try await store.allOrders() }

        #expect(clock.waits.contains(.seconds(30)), "waited \(clock.waits)")
    }
}
