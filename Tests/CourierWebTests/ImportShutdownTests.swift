import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

@testable import MealLog
@testable import courier_web

/// An import that a script started outlives its request: a site stopped while one runs waits for
/// it to finish before it exits, so the rows after the batch it was at are not lost.
@Suite(.offCooperativePool) struct ImportShutdownTests {
    @Test func aSiteStoppedDuringAnImportFinishesItFirst() async throws {
        // Each batch of 10 rows takes at least half a second, so the import is still running when
        // the site is told to stop, however fast the machine.
        let stack = try await WebStack.start(airtableRateLimits: .off, airtableWriteDelay: .milliseconds(500))
        defer { stack.stop() }
        let form = try stack.fetch("/meallog/import")
        let csv = "type,name,week,status\n" + (1...40).map { "肉,Dish \($0),月,空いてる\n" }.joined()
        let started = try SiteRequest.send(
            port: stack.web.port, "/meallog/import", method: "POST",
            body: SiteRequest.importForm(
                token: try #require(form.csrfToken), filename: "meals.csv", bytes: Array(csv.utf8)),
            cookie: form.sessionCookie, contentType: "multipart/form-data; boundary=B",
            headers: [("Accept", "application/json")])
        #expect(started.status == 202, "\(started.text)")

        stack.web.process.send(SIGTERM)
        #expect(await stack.web.process.exited() == 0)
        let said = stack.web.process.readOutput { $0.contains("to finish") ? $0 : nil }
        #expect(said?.contains("Waiting up to 60 s for 1 CSV import to finish") == true, "\(said ?? "")")
        let listing = stack.airtable.airtable.call(
            "GET", "/v0/\(MealTable.defaultBaseID)/\(MealTable.name)?pageSize=100")
        #expect(listing.records.count == 40, "every row was sent before the site exited")
    }
}

/// How long a stopped site waits for its imports: until they end, or for the limit at most.
@MainActor
@Suite struct ImportJobsFinishTests {
    /// A store whose writes never come back, as a backend that stopped answering.
    private final class StalledStore: MealStore {
        private let never = ManualClock()
        func ensureTable() async throws(MealStoreError) -> TableSetup { .unchanged }
        func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] { [] }
        func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
            try? await never.sleep(for: .seconds(3600))
            return UpsertOutcome(records: [], createdIDs: [], updatedIDs: [])
        }
        func fitsOneUpsert(_ meals: [Meal]) -> Bool { true }
        func meal(_ id: String) async throws(MealStoreError) -> MealRecord { throw .noMeal(id) }
        func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
            throw .noMeal(id)
        }
        func delete(_ id: String) async throws(MealStoreError) {}
    }

    private func start(_ csv: String, store: some MealStore, in imports: ImportJobs) throws -> ImportJob {
        let job = ImportJob(messages: Messages(.english))
        let today = try #require(Day(year: 2026, month: 12, day: 7))
        job.start(
            ImportPresenter(
                interactor: ImportInteractor(store: store), messages: Messages(.english), today: today),
            csv: MealCSVReader(text: csv), ended: {})
        imports.keep(job, for: "session")
        return job
    }

    @Test func anImportThatNeverEndsIsWaitedForUpToTheLimit() async throws {
        let imports = ImportJobs()
        _ = try start("type,name,week,status\n肉,Katsu,月,空いてる\n", store: StalledStore(), in: imports)
        let clock = ManualClock(advancesBySleeping: true)
        #expect(await imports.finishRunning(within: .seconds(60), clock: clock) == 1)
        #expect(clock.uptime() == .seconds(60))
    }

    @Test func noWaitWhenNothingRuns() async throws {
        let imports = ImportJobs()
        let job = try start("type,name,week,status\n", store: StalledStore(), in: imports)
        await job.finish()
        let clock = ManualClock(advancesBySleeping: true)
        #expect(await imports.finishRunning(within: .seconds(60), clock: clock) == 0)
        #expect(clock.waits.isEmpty)
    }
}
