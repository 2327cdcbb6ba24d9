import Foundation
import Testing

@testable import MealLog

/// Imports go in batches of 10, reject bad rows with their line numbers without stopping the good
/// ones, and resume without duplicates.
@MainActor
struct ImportInteractorTests {
    private func csv(rows count: Int, from first: Int = 0) -> String {
        var text = "type,name,week,status,store,date\n"
        for index in first..<(first + count) {
            let day = testToday.adding(days: -index)
            text += "肉,ステーキ\(index),,空いてる,渋谷店,\(day)\n"
        }
        return text
    }

    @Test func sendsBatchesOfTenAndCountsNewMeals() async throws {
        let store = FakeMealStore()
        let progress = ProgressLog()
        let report = await ImportInteractor(store: store).run(
            MealCSVReader(text: csv(rows: 25)), today: testToday
        ) {
            progress.append($0)
        }
        #expect(report.imported == 25)
        #expect(report.updated == 0)
        #expect(report.rejected.isEmpty)
        #expect(store.sentBatchSizes == [10, 10, 5])
        #expect(progress.entries.map(\.written) == [10, 20, 25])
        #expect(progress.entries.last?.batch == 3)
        #expect(progress.entries.last?.fractionRead == 1)
    }

    /// A file of CRLF lines read to its end is read whole, though no record ends at its last LF.
    @Test func aCRLFFileReadToItsEndIsReadWhole() async throws {
        let progress = ProgressLog()
        let text = csv(rows: 2).replacingOccurrences(of: "\n", with: "\r\n")
        let report = await ImportInteractor(store: FakeMealStore()).run(
            MealCSVReader(text: text), today: testToday
        ) {
            progress.append($0)
        }
        #expect(report.imported == 2)
        #expect(progress.entries.last?.fractionRead == 1)
    }

    @Test func badRowsAreRejectedWithTheirLinesAndTheRestGoIn() async throws {
        let text = """
            type,name,week,status
            肉,ステーキ,月,空いてる
            カレー,カツカレー,火,普通
            肉,ハンバーグ,水
            デザート,パフェ,木,満腹
            肉,ステーキ,月,空いてる
            麺,,金,普通
            """
        let store = FakeMealStore()
        let report = await ImportInteractor(store: store).run(MealCSVReader(text: text), today: testToday)
        #expect(report.imported == 2)
        #expect(report.rejected.map(\.line) == [3, 4, 6, 7])
        #expect(report.rejected[0].reason == .input(.notAnOption(.type, "カレー")))
        #expect(report.rejected[1].reason == .fieldCount(found: 3, expected: 4))
        #expect(report.rejected[2].reason == .duplicate(ofLine: 2))
        #expect(report.rejected[3].reason == .input(.missing(.name)))
        #expect(Set(store.all.map(\.name)) == ["ステーキ", "パフェ"])
    }

    @Test func aBatchTheStoreRejectsIsRetriedRowByRow() async throws {
        let store = FakeMealStore(rejectedNames: ["ステーキ3"])
        let report = await ImportInteractor(store: store).run(
            MealCSVReader(text: csv(rows: 12)), today: testToday)
        #expect(report.imported == 11)
        #expect(report.rejected == [Rejection(line: 5, reason: .store("cannot store ステーキ3"))])
        #expect(store.all.count == 11)
    }

    /// A row too large for one request is rejected by line before anything is sent, and batches
    /// are cut short where the next row would make the request too large.
    @Test func aRowTooLargeToSendIsRejectedAndTheBatchesStayUnderTheLimit() async throws {
        var text = "type,name,week,status,date\n"
        for (index, name) in ["a", String(repeating: "x", count: 40), "bbbbbbbbbb", "c", "dddddddddd"]
            .enumerated()
        {
            text += "肉,\(name),,空いてる,\(testToday.adding(days: -index))\n"
        }
        let store = FakeMealStore(maxNameBytes: 20)
        let report = await ImportInteractor(store: store).run(MealCSVReader(text: text), today: testToday)
        #expect(report.rejected == [Rejection(line: 3, reason: .tooLarge)])
        #expect(report.imported == 4)
        #expect(store.sentBatchSizes == [3, 1], "a, bbbbbbbbbb and c fit in 20 bytes; dddddddddd does not")
    }

    /// A row the server refuses with 413 (a smaller limit than the store knows of) is rejected as
    /// too large, and the other rows of its batch go in.
    @Test func aRowRefusedAsTooLargeIsRejectedAsSuch() async throws {
        let store = FakeMealStore(rejectedNames: ["ステーキ3"], tooLarge: true)
        let report = await ImportInteractor(store: store).run(
            MealCSVReader(text: csv(rows: 5)), today: testToday)
        #expect(report.rejected == [Rejection(line: 5, reason: .tooLarge)])
        #expect(report.imported == 4)
        #expect(Messages(.english).reason(.tooLarge) == "too large to send: a request may be at most 2 MB")
    }

    @Test func anInterruptedImportResumesWithoutDuplicates() async throws {
        let store = FakeMealStore(failAfterBatches: 2)
        let first = await ImportInteractor(store: store).run(
            MealCSVReader(text: csv(rows: 35)), today: testToday)
        #expect(first.imported == 20)
        #expect(first.notSent == 15)
        #expect(first.stoppedBy?.failureKind == .unavailable)

        let healthy = FakeMealStore()
        for record in store.all { _ = try await healthy.upsert([try #require(record.meal)]) }
        let second = await ImportInteractor(store: healthy).run(
            MealCSVReader(text: csv(rows: 35)), today: testToday)
        #expect(second.imported == 15)
        #expect(second.updated == 20)
        #expect(healthy.all.count == 35)
        #expect(Set(healthy.all.map(\.name)).count == 35)
    }

    @Test func rowsWithoutADateAreDatedTheirWeekdayOnOrBeforeToday() async throws {
        let store = FakeMealStore()
        let report = await ImportInteractor(store: store).run(
            MealCSVReader(text: DemoData.dennysCSV), today: testToday)
        #expect(report.imported == 7)
        let again = await ImportInteractor(store: store).run(
            MealCSVReader(text: DemoData.dennysCSV), today: testToday)
        #expect(again.updated == 7)
        #expect(store.all.count == 7)
        let dates = store.all.map(\.date).sorted()
        #expect(dates.first == "2026-11-25")
        #expect(dates.last == "2026-12-01")
    }

    /// Checking reads every row and sends nothing; blank and space-only lines are no rows.
    @Test func checkingSendsNothingAndSkipsBlankLines() async throws {
        let store = FakeMealStore()
        let text = "type,name,week,status\n肉,ステーキ,月,空いてる\n   \n\t\n麺,うどん,火,普通\nx,y\n"
        let report = await ImportInteractor(store: store).run(
            MealCSVReader(text: text), today: testToday, mode: .check)
        #expect(report.valid == 2)
        #expect(report.imported == 0)
        #expect(report.rejected.map(\.line) == [6])
        #expect(store.sentBatchSizes.isEmpty)
    }

    /// A NUL byte ends the reading (binary input); the rows before it were imported.
    @Test func binaryInputStopsTheReadingWithItsLine() async throws {
        let store = FakeMealStore()
        let text = "type,name,week,status\n肉,ステーキ,月,空いてる\n\u{0}\u{0}\u{0}"
        let report = await ImportInteractor(store: store).run(MealCSVReader(text: text), today: testToday)
        #expect(report.imported == 1)
        #expect(report.unreadable == .binary(line: 3))
    }
}

/// Collects progress reports (they arrive on the main actor).
@MainActor
final class ProgressLog: Sendable {
    private(set) var entries: [ImportProgress] = []
    nonisolated init() {}
    func append(_ progress: ImportProgress) { entries.append(progress) }
}
