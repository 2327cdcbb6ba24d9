import Airtable
import Basics
import Testing

@testable import MealLog

/// Presenters validate input, call their interactor, and word what they show in the user's language.
@MainActor
struct PresenterTests {
    @Test func addingShowsTheSeedsConfirmation() async {
        let store = FakeMealStore()
        let screen = FakeScreen()
        let presenter = AddMealPresenter(
            interactor: AddMealInteractor(store: store), messages: Messages(.japanese), today: testToday)
        presenter.view = screen
        await presenter.save(
            MealForm(type: "ご飯", name: "とろ〜り卵とチーズのオムライス", week: "日曜日", status: "普通", store: "渋谷店"))
        #expect(screen.confirmations == ["とろ〜り卵とチーズのオムライスの登録が完了しました"])
        #expect(store.all.first?.date == "2026-11-29")
        #expect(store.all.first?.store == "渋谷店")
    }

    @Test func addingAMealAlreadyLoggedSaysItWasUpdated() async {
        let store = FakeMealStore()
        let screen = FakeScreen()
        let presenter = AddMealPresenter(
            interactor: AddMealInteractor(store: store), messages: Messages(.english), today: testToday)
        presenter.view = screen
        for status in ["normal", "full"] {
            await presenter.save(
                MealForm(type: "meat", name: "Steak", week: "Sunday", status: status, store: "Shibuya"))
        }
        #expect(
            screen.confirmations == [
                "Steak has been logged", "Steak on 2026-11-29 was already in the log: it has been updated",
            ])
        #expect(store.all.count == 1)
        #expect(store.all.first?.status == "お腹いっぱい")
    }

    @Test func anInvalidChoiceIsShownAndNothingIsSent() async {
        let store = FakeMealStore()
        let screen = FakeScreen()
        let presenter = AddMealPresenter(
            interactor: AddMealInteractor(store: store), messages: Messages(.english), today: testToday)
        presenter.view = screen
        await presenter.save(MealForm(type: "curry", name: "Katsu", week: "Mon", status: "normal"))
        #expect(screen.alerts.first?.kind == .input)
        #expect(screen.alerts.first?.message.hasPrefix("'curry' is not a dish type") == true)
        #expect(store.sentBatchSizes.isEmpty)
        #expect(presenter.options(for: .week).first == "日曜日")
    }

    @Test func storeFailuresBecomeAlertsWithTheirKind() async {
        let store = FakeMealStore(failAfterBatches: 0)
        let screen = FakeScreen()
        let presenter = AddMealPresenter(
            interactor: AddMealInteractor(store: store), messages: Messages(.english), today: testToday)
        presenter.view = screen
        await presenter.save(MealForm(type: "肉", name: "Steak", week: "月", status: "普通"))
        #expect(
            screen.alerts == [
                Alert(
                    message: "The Airtable server could not be reached", detail: "connection refused",
                    kind: .unavailable)
            ])
    }

    @Test func theListIsFilteredAndByDate() async throws {
        let store = FakeMealStore()
        _ = try await store.upsert([
            .sample("B", .meat, "2026-11-30"), .sample("A", .dessert, "2026-11-23"),
            .sample("C", .meat, "2026-11-16", store: "新宿店"),
        ])
        let screen = FakeScreen()
        let presenter = MealListPresenter(
            interactor: MealListInteractor(store: store), messages: Messages(.japanese))
        presenter.view = screen
        await presenter.load(MealFilter(week: .monday, type: .meat))
        #expect(screen.lists.last?.map(\.name) == ["C", "B"])
        await presenter.load(MealFilter(store: "新宿店"))
        #expect(screen.lists.last?.map(\.name) == ["C"])
        await presenter.load(
            MealFilter(from: Day(entered: "2026-11-20"), through: Day(entered: "2026-11-29")))
        #expect(screen.lists.last?.map(\.name) == ["A"])
        await presenter.load(MealFilter(week: .friday))
        #expect(screen.lists.last == [])
        #expect(screen.emptyMessages.last == "記録はありません")
    }

    /// A filter changed while the last load runs: the earlier load, answered last, is not shown.
    @Test func aSlowerEarlierLoadNeverReplacesALaterOne() async throws {
        let (mondayAsked, askMonday) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let store = FakeMealStore { filter in
            guard filter.week == .monday else { return }
            askMonday.yield()
            for await _ in released { break }
        }
        _ = try await store.upsert([.sample("B", .meat, "2026-11-30"), .sample("A", .dessert, "2026-11-24")])
        let screen = FakeScreen()
        let presenter = MealListPresenter(
            interactor: MealListInteractor(store: store), messages: Messages(.english))
        presenter.view = screen
        let earlier = Task { await presenter.load(MealFilter(week: .monday)) }
        for await _ in mondayAsked { break }
        await presenter.load(.all)
        release.yield()
        await earlier.value
        #expect(presenter.meals.map(\.name) == ["A", "B"], "everything, not only Monday's B")
        #expect(screen.lists.map { $0.map(\.name) } == [["A", "B"]])
    }

    /// Two asks back to back, the first answered last: the second's answer stays shown.
    @Test func anOlderRecommendationAnsweredLastIsDropped() async throws {
        let (firstListed, announce) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let calls = Locked(0)
        let store = FakeMealStore { _ in
            guard
                calls.withLock({
                    $0 += 1
                    return $0
                }) == 1
            else { return }
            announce.yield()
            for await _ in released { break }
        }
        _ = try await store.upsert([
            .sample("Steak", .meat, "2026-11-23", .hungry), .sample("Parfait", .dessert, "2026-11-24", .full),
        ])
        let screen = FakeScreen()
        let presenter = RecommendPresenter(
            interactor: RecommendInteractor(store: store), messages: Messages(.english), today: testToday)
        presenter.view = screen
        let first = Task { await presenter.recommend(week: "Monday", status: "hungry") }
        for await _ in firstListed { break }
        await presenter.recommend(week: "Tuesday", status: "full")
        release.yield()
        await first.value
        #expect(screen.recommendations.map(\.1) == ["Try Parfait (dessert)"])
    }

    @Test func recommendingExplainsAndAnEmptyHistorySaysSo() async throws {
        let store = FakeMealStore()
        let screen = FakeScreen()
        let presenter = RecommendPresenter(
            interactor: RecommendInteractor(store: store), messages: Messages(.english), today: testToday)
        presenter.view = screen
        await presenter.recommend(week: "月", status: "空いてる")
        #expect(screen.alerts.last?.kind == .notFound)

        _ = try await store.upsert([.sample("Steak", .meat, "2026-11-23", .hungry)])
        await presenter.recommend(week: "Monday", status: "hungry")
        #expect(screen.recommendations.last?.1 == "Try Steak (meat)")
        await presenter.recommend(week: "someday", status: "hungry")
        #expect(screen.alerts.last?.kind == .input)
    }

    @Test func importReportsProgressAndTheSummary() async {
        let screen = FakeScreen()
        let presenter = ImportPresenter(
            interactor: ImportInteractor(store: FakeMealStore()), messages: Messages(.japanese),
            today: testToday)
        presenter.view = screen
        await presenter.start(MealCSVReader(text: DemoData.dennysCSV + "\nカレー,x,月,普通\n"))
        #expect(screen.progressLines == ["バッチ1：7件を送信済み(ファイルの100%を読み込み)"])
        #expect(screen.summaries.first?.1 == "インポート完了：新規7件、更新0件、除外1件")
        #expect(screen.summaries.first?.2 == ["「カレー」は料理タイプの選択肢にありません(肉, デザート, 麺, ドリア, サイドメニュー, ご飯, パスタ)"])

        await presenter.start(MealCSVReader(text: "name\nx\n"))
        #expect(screen.alerts.last?.message == "CSVに必要な列がありません：type, week, status")
    }

    @Test func aStoppedImportCountsItsRowsInEnglish() {
        #expect(
            Messages(.english).importStopped(notSent: 1).hasPrefix("The import stopped with 1 row not sent;"))
        #expect(
            Messages(.english).importStopped(notSent: 2).hasPrefix("The import stopped with 2 rows not sent;")
        )
    }

    /// An import presenter on a store whose every batch fails with `cause`, and its screen.
    private func importIntoAFailingStore(
        _ cause: MealStoreError.Cause = .serverUnreachable, language: Language = .english
    ) -> (ImportPresenter, FakeScreen) {
        let screen = FakeScreen()
        let presenter = ImportPresenter(
            interactor: ImportInteractor(store: FakeMealStore(failAfterBatches: 0, failingWith: cause)),
            messages: Messages(language), today: testToday)
        presenter.view = screen
        return (presenter, screen)
    }

    /// A batch sent with no answer is not counted as not sent: it may have been written.
    @Test func aStoppedImportTellsUnansweredRowsFromUnsentOnes() async {
        let (presenter, screen) = importIntoAFailingStore(.outcomeUnknown)
        await presenter.start(MealCSVReader(text: DemoData.dennysCSV))
        #expect(
            screen.alerts.first?.message.contains("with 0 rows not sent and 7 sent without an answer")
                == true,
            "\(screen.alerts)")
        #expect(
            Messages(.english).importStopped(notSent: 5, unanswered: 10)
                == "The import stopped with 5 rows not sent and 10 sent without an answer; run it again to "
                + "resume (no row is written twice)")
    }

    @Test func anImportStoppedBeforeItsFirstBatchShowsOnlyTheError() async {
        let (presenter, screen) = importIntoAFailingStore()
        await presenter.start(MealCSVReader(text: DemoData.dennysCSV))
        #expect(screen.summaries.isEmpty)
        #expect(screen.alerts.map(\.kind) == [.unavailable])
        #expect(screen.alerts.first?.message.contains("The import stopped with 7 rows not sent") == true)

        // Once a row was rejected there is something to report: the summary comes with the error.
        await presenter.start(MealCSVReader(text: DemoData.dennysCSV + "\nカレー,x,月,普通\n"))
        #expect(screen.summaries.count == 1)
    }

    /// The summary beside a stopped import's error does not call the import done.
    @Test func aStoppedImportsSummaryDoesNotSayItIsDone() async {
        let (presenter, screen) = importIntoAFailingStore(language: .japanese)
        await presenter.start(MealCSVReader(text: DemoData.dennysCSV + "\nカレー,x,月,普通\n"))
        #expect(screen.summaries.first?.1 == "インポート結果：新規0件、更新0件、除外1件", "\(screen.summaries)")
        #expect(screen.summaries.first?.3?.kind == .unavailable)
        #expect(Messages(.japanese).checked(ImportReport(), stopped: true).hasPrefix("確認結果："))
        #expect(Messages(.japanese).checked(ImportReport()).hasPrefix("確認完了："))
    }
}
