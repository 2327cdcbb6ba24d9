import AirtableModel
import Basics

/// Imports CSV rows into the store as they are read: each row is checked, valid ones go in batches
/// of ``batchSize`` upserted on the natural key (so an interrupted import, run again, resumes
/// without duplicates), and a bad row never stops the good ones.
///
/// The input is read a piece at a time (``MealCSVReader``), so a file of any size takes the same
/// memory, apart from what finds a repeated meal: one hash of each valid row's key (about 16 bytes
/// a row; two keys with one 64-bit hash would make the later row a false repeat, which for a
/// million rows has a chance of about 1 in 30 million).
///
/// A batch the store rejects as a whole (Airtable rejects every record of a batch for one bad one)
/// is sent again one row at a time, so only the bad rows are rejected. The pace is the store's
/// business: the Airtable client keeps to the base's rate limit.
public struct ImportInteractor: Sendable {
    public let store: any MealStore

    /// Whether an import sends its valid rows, or only checks every row (`meallog import --check`).
    public enum Mode: Sendable {
        case send
        case check
    }

    public init(store: any MealStore) { self.store = store }

    /// Imports the rows `reader` gives (its header already read), dating rows without a date by
    /// `today` (see ``MealForm/validate(today:)``), and calls `progress` after each batch and as
    /// the input is read.
    public func run(
        _ reader: MealCSVReader, today: Day, mode: Mode = .send,
        progress: @MainActor @Sendable (ImportProgress) -> Void = { _ in }
    ) async -> ImportReport {
        var run = Run(reader: reader, progress: ImportProgress(byteCount: reader.byteCount))
        var lastReported = 0
        while true {
            let row: MealCSV.Row?
            do throws(MealCSVError) {
                row = try run.reader.next()
            } catch {
                run.report.unreadable = error
                break
            }
            guard let row else { break }
            if Task.isCancelled, run.report.stoppedBy == nil {
                run.report.stoppedBy = MealStoreError(.unavailable, "cancelled", cause: .cancelled)
            }
            if let meal = check(row, today: today, run: &run) {
                run.report.valid += 1
                if mode == .send { await add((row.line, meal), run: &run, progress: progress) }
            }
            run.progress.bytesRead = run.reader.bytesTaken
            if run.progress.bytesRead - lastReported >= Self.progressBytes {
                lastReported = run.progress.bytesRead
                await report(&run, progress)
            }
        }
        if !run.batch.isEmpty { await send(&run, progress: progress) }
        run.progress.bytesRead = run.reader.bytesTaken
        await report(&run, progress)
        run.report.rejected.sort { $0.line < $1.line }
        return run.report
    }

    /// Rows per request: Airtable's limit per write.
    public static let batchSize = AirtableLimits.recordsPerRequest

    /// How much of the input is read between progress reports when no batch is sent.
    public static let progressBytes = 1 << 20

    /// An import under way: the input, the batch being filled, what happened so far.
    struct Run {
        var reader: MealCSVReader
        var progress: ImportProgress
        var report = ImportReport()
        var batch: [(line: Int, meal: Meal)] = []
        /// The line of each valid row's key, by the key's hash.
        var lineOfKey: [Int: Int] = [:]
        /// The progress last reported, so the same is not reported twice.
        var reported: ImportProgress?
    }

    /// The row's meal, or `nil` with the row rejected: a wrong field count, text that is not UTF-8,
    /// an invalid field, the same meal as an earlier line, or a meal too large to send.
    private func check(_ row: MealCSV.Row, today: Day, run: inout Run) -> Meal? {
        func reject(_ reason: RejectionReason) -> Meal? {
            run.report.rejected.append(Rejection(line: row.line, reason: reason))
            run.progress.rejected += 1
            return nil
        }
        guard row.isText else { return reject(.notText) }
        guard !row.isUnclosed else { return reject(.unclosedQuote) }
        guard let form = row.form else {
            return reject(.fieldCount(found: row.fieldCount, expected: run.reader.columnCount))
        }
        switch form.validate(today: today) {
        case .failure(let problem):
            return reject(.input(problem))
        case .success(let meal):
            let hash = meal.keyHash
            if let first = run.lineOfKey[hash] { return reject(.duplicate(ofLine: first)) }
            // The server would refuse it with 413, and with it the rows of its batch.
            guard store.fitsOneUpsert([meal]) else { return reject(.tooLarge) }
            run.lineOfKey[hash] = row.line
            run.progress.valid += 1
            return meal
        }
    }

    /// Adds a valid row to the batch, sending the batch first when it is full or the row would make
    /// its request too large.
    private func add(
        _ row: (line: Int, meal: Meal), run: inout Run,
        progress: @MainActor @Sendable (ImportProgress) -> Void
    ) async {
        if run.batch.count == Self.batchSize || !store.fitsOneUpsert(run.batch.map(\.meal) + [row.meal]) {
            await send(&run, progress: progress)
        }
        run.batch.append(row)
    }

    /// Sends the batch (unless the import has stopped) and reports the progress.
    private func send(_ run: inout Run, progress: @MainActor @Sendable (ImportProgress) -> Void) async {
        let batch = run.batch
        run.batch = []
        guard run.report.stoppedBy == nil else {
            run.report.notSent += batch.count
            return
        }
        await send(batch, into: &run.report)
        guard run.report.stoppedBy == nil else { return }
        run.progress.batch += 1
        run.progress.written += batch.count
        run.progress.created = run.report.imported
        run.progress.updated = run.report.updated
        run.progress.rejected = run.report.rejected.count
        await report(&run, progress)
    }

    private func report(_ run: inout Run, _ progress: @MainActor @Sendable (ImportProgress) -> Void) async {
        guard run.report.stoppedBy == nil, run.reported != run.progress else { return }
        run.reported = run.progress
        await progress(run.progress)
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
            let reason: RejectionReason = error.cause == .tooLarge ? .tooLarge : .store(error.message)
            report.rejected.append(Rejection(line: batch[0].line, reason: reason))
        } catch {
            report.stoppedBy = error
            if error.cause == .outcomeUnknown {
                report.unanswered += batch.count
            } else {
                report.notSent += batch.count
            }
        }
    }
}
