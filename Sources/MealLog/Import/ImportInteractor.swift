import AirtableModel
import Basics

/// Imports CSV rows into the store: every row is checked first, valid ones go in batches of
/// ``batchSize`` upserted on the natural key (so an interrupted import, run again,
/// resumes without duplicates), and a bad row never stops the good ones.
///
/// A batch the store rejects as a whole (Airtable rejects every record of a batch for one bad one)
/// is sent again one row at a time, so only the bad rows are rejected. The pace is the store's
/// business: the Airtable client keeps to the base's rate limit.
public struct ImportInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    /// Imports `csv`, dating rows without a date by `today` (see ``MealForm/validate(today:)``), and
    /// calls `progress` after each batch.
    public func run(
        _ csv: MealCSV, today: Day, progress: @MainActor @Sendable (ImportProgress) -> Void = { _ in }
    ) async -> ImportReport {
        var report = ImportReport()
        let valid = check(csv, today: today, report: &report)
        let batches = batches(of: valid, report: &report)
        var state = ImportProgress(
            batch: 0, batches: batches.count, written: 0, total: batches.reduce(0) { $0 + $1.count },
            created: 0, updated: 0)
        for (index, batch) in batches.enumerated() {
            if Task.isCancelled {
                report.stoppedBy = MealStoreError(.unavailable, "cancelled")
            }
            if report.stoppedBy != nil {
                report.notSent += batch.count
                continue
            }
            await send(batch, into: &report)
            state.batch = index + 1
            state.written += batch.count
            state.created = report.imported
            state.updated = report.updated
            if report.stoppedBy == nil { await progress(state) }
        }
        report.rejected.sort { $0.line < $1.line }
        return report
    }

    /// Rows per request: Airtable's limit per write.
    public static let batchSize = AirtableLimits.recordsPerRequest

    /// Valid rows as meals with their lines; rejections for the others and for repeated meals.
    private func check(_ csv: MealCSV, today: Day, report: inout ImportReport) -> [(line: Int, meal: Meal)] {
        var valid: [(line: Int, meal: Meal)] = []
        var lineOfKey: [String: Int] = [:]
        for row in csv.rows {
            guard let form = row.form else {
                report.rejected.append(
                    Rejection(
                        line: row.line, reason: .fieldCount(found: row.fieldCount, expected: csv.columnCount))
                )
                continue
            }
            switch form.validate(today: today) {
            case .failure(let problem):
                report.rejected.append(Rejection(line: row.line, reason: .input(problem)))
            case .success(let meal):
                if let first = lineOfKey[meal.key] {
                    report.rejected.append(Rejection(line: row.line, reason: .duplicate(ofLine: first)))
                } else {
                    lineOfKey[meal.key] = row.line
                    valid.append((row.line, meal))
                }
            }
        }
        return valid
    }

    /// Valid rows in batches of at most ``batchSize`` whose request body the store takes; a row too
    /// large to send even alone is rejected (the server would refuse it with `413`, and with it the
    /// rows of its batch).
    private func batches(of valid: [(line: Int, meal: Meal)], report: inout ImportReport)
        -> [[(line: Int, meal: Meal)]]
    {
        var batches: [[(line: Int, meal: Meal)]] = []
        var batch: [(line: Int, meal: Meal)] = []
        for row in valid {
            guard store.fitsOneUpsert([row.meal]) else {
                report.rejected.append(Rejection(line: row.line, reason: .tooLarge))
                continue
            }
            if batch.count == Self.batchSize || !store.fitsOneUpsert(batch.map(\.meal) + [row.meal]) {
                batches.append(batch)
                batch = []
            }
            batch.append(row)
        }
        if !batch.isEmpty { batches.append(batch) }
        return batches
    }

    /// Upserts one batch; a batch rejected as a whole is retried row by row.
    private func send(_ batch: [(line: Int, meal: Meal)], into report: inout ImportReport) async {
        do throws(MealStoreError) {
            let outcome = try await store.upsert(batch.map(\.meal))
            report.imported += outcome.createdIDs.count
            report.updated += outcome.updatedIDs.count
        } catch  where error.failureKind == .rejected && batch.count > 1 {
            for row in batch {
                guard report.stoppedBy == nil else {
                    report.notSent += 1
                    continue
                }
                await send([row], into: &report)
            }
        } catch  where error.failureKind == .rejected {
            let reason: RejectionReason = error.tooLarge ? .tooLarge : .store(error.message)
            report.rejected.append(Rejection(line: batch[0].line, reason: reason))
        } catch {
            report.stoppedBy = error
            report.notSent += batch.count
        }
    }
}
