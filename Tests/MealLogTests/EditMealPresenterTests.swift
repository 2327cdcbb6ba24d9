import AirtableModel
import Basics
import MealLog
import Testing

/// Editing and deleting a stored meal: the form holds its values, a change is checked as adding is,
/// saved into the same record, never made a duplicate of another; delete names what it deleted.
@MainActor
struct EditMealPresenterTests {
    /// Records what the edit screen is shown, problems with their fields.
    final class EditScreen: EditMealView {
        var forms: [MealForm] = []
        var confirmations: [String] = []
        var deleted: [MealRecord] = []
        var problems: [(MealField, String)] = []
        var alerts: [Alert] = []

        func showMeal(_ record: MealRecord, form: MealForm) { forms.append(form) }
        func mealUpdated(_ record: MealRecord, confirmation: String) { confirmations.append(confirmation) }
        func mealDeleted(_ record: MealRecord, confirmation: String) {
            deleted.append(record)
            confirmations.append(confirmation)
        }
        func showProblem(_ problem: MealInputError, message: String) {
            problems.append((problem.field, message))
        }
        func show(_ alert: Alert) { alerts.append(alert) }
    }

    private func presenter(
        _ store: FakeMealStore, id: String, _ language: Language = .english
    ) -> (EditMealPresenter, EditScreen) {
        let presenter = EditMealPresenter(
            mealID: id, interactor: EditMealInteractor(store: store), messages: Messages(language),
            today: testToday)
        let screen = EditScreen()
        presenter.view = screen
        return (presenter, screen)
    }

    @Test func aMealLoadsIntoItsFormAndSavesIntoTheSameRecord() async throws {
        let store = FakeMealStore()
        let added = try await store.upsert([.sample("Steak", .meat, "2026-11-23", .hungry)])
        let id = try #require(added.createdIDs.first)
        let (presenter, screen) = presenter(store, id: id, .japanese)
        #expect(await presenter.load())
        var form = try #require(screen.forms.first)
        #expect(
            form
                == MealForm(
                    type: "肉", name: "Steak", week: "月曜日", status: "空いている", store: "渋谷店", date: "2026-11-23"))

        form.name = "Big steak"
        form.store = ""
        await presenter.save(form)
        #expect(screen.confirmations == ["Big steakを更新しました"])
        #expect(store.all.map(\.id) == [id])
        #expect(store.all.first?.name == "Big steak")
        #expect(store.all.first?.store == "")
        // The edited meal's key is its own now: adding it again updates it.
        let again = try await store.upsert([.sample("Big steak", .meat, "2026-11-23", store: "")])
        #expect(again.updatedIDs == [id])
    }

    @Test func aRefusedFormSaysWhichFieldAndSendsNothing() async throws {
        let store = FakeMealStore()
        let id = try #require(
            try await store.upsert([.sample("Steak", .meat, "2026-11-23")]).createdIDs.first)
        let (presenter, screen) = presenter(store, id: id)
        await presenter.save(MealForm(type: "肉", name: "Steak", week: "火", status: "普通", date: "2026-11-23"))
        #expect(screen.problems.map(\.0) == [.week])
        #expect(screen.problems.first?.1 == "2026-11-23 is a Monday, not a Tuesday")
        await presenter.save(MealForm(type: "curry", name: "Steak", week: "月", status: "普通"))
        #expect(screen.problems.last?.0 == .type)
        await presenter.save(MealForm(type: "肉", name: " ", week: "月", status: "普通"))
        #expect(screen.problems.last?.0 == .name)
        #expect(store.all.first?.name == "Steak")
    }

    @Test func anEditThatWouldDuplicateAnotherMealIsRefused() async throws {
        let store = FakeMealStore()
        let ids = try await store.upsert([
            .sample("Steak", .meat, "2026-11-23"), .sample("Soup", .side, "2026-11-23"),
        ]).createdIDs
        let (presenter, screen) = presenter(store, id: ids[1])
        await presenter.save(
            MealForm(type: "肉", name: "Steak", week: "", status: "普通", store: "渋谷店", date: "2026-11-23"))
        #expect(screen.alerts.map(\.kind) == [.rejected])
        #expect(screen.alerts.first?.message == "Steak at 渋谷店 on 2026-11-23 is already in the log")
        #expect(store.all.map(\.name).sorted() == ["Soup", "Steak"])
        // Saving a meal unchanged is not a duplicate of itself.
        await presenter.save(
            MealForm(type: "サイド", name: "Soup", week: "月", status: "普通", store: "渋谷店", date: "2026-11-23"))
        #expect(screen.confirmations == ["Soup has been updated"])
    }

    @Test func deletingNamesTheMealAndAMissingMealSaysSo() async throws {
        let store = FakeMealStore()
        let id = try #require(
            try await store.upsert([.sample("Steak", .meat, "2026-11-23")]).createdIDs.first)
        let (presenter, screen) = presenter(store, id: id)
        await presenter.delete()
        #expect(screen.confirmations == ["Steak has been deleted"])
        #expect(store.all.isEmpty)

        await presenter.delete()
        #expect(screen.alerts.map(\.kind) == [.notFound])
        #expect(screen.alerts.first?.message == "There is no such meal in the log")
        #expect(screen.alerts.first?.dismissal == .close, "the meal is gone: its screen closes")

        let (garbage, garbageScreen) = self.presenter(store, id: "../x", .japanese)
        #expect(await garbage.load() == false)
        #expect(garbageScreen.alerts.first?.message == "その食事の記録はありません")
        #expect(garbageScreen.alerts.first?.detail == "レコード ID ../x の記録はありません", "the detail too")
        #expect(screen.alerts.first?.detail == "no meal has the record id \(id)")
    }

    @Test func everyInputErrorBelongsToAField() {
        let day = Day(year: 2026, month: 11, day: 23) ?? testToday
        #expect(MealInputError.missing(.store).field == .store)
        #expect(MealInputError.notAnOption(.status, "x").field == .status)
        #expect(MealInputError.invalidDate("x").field == .date)
        #expect(MealInputError.weekdayMismatch(day, .friday).field == .week)
    }

    @Test func formLabelsAreCapitalisedInEnglish() {
        #expect(
            MealField.allCases.map(Messages(.english).formLabel) == [
                "Dish type", "Dish name", "Weekday", "Hunger", "Store", "Date",
            ])
        #expect(Messages(.japanese).formLabel(.status) == "お腹の具合")
    }

    /// A steak eaten on `date`, stored, and opened in an edit window: the store, the window's
    /// presenter and screen, and the form it opened with.
    private func openedSteak(eatenOn date: String = "2026-11-23") async throws -> (
        FakeMealStore, EditMealPresenter, EditScreen, MealForm
    ) {
        let store = FakeMealStore()
        let added = try await store.upsert([.sample("Steak", .meat, date, .hungry)])
        let id = try #require(added.createdIDs.first)
        let (mine, screen) = presenter(store, id: id)
        #expect(await mine.load())
        return (store, mine, screen, try #require(screen.forms.first))
    }

    /// A stored steak opened for editing here (`mine`, showing on `screen`, as `opened`), then changed
    /// and saved in another window by `elsewhere`.
    private func openedInTwoWindows(_ elsewhere: (inout MealForm) -> Void) async throws -> (
        FakeMealStore, EditMealPresenter, EditScreen, MealForm
    ) {
        let (store, mine, screen, opened) = try await openedSteak()
        let id = mine.mealID
        let (theirs, _) = presenter(store, id: id)
        var their = opened
        elsewhere(&their)
        await theirs.save(their, openedAs: opened)
        return (store, mine, screen, opened)
    }

    /// A meal stored a century ago (its date typed into the table by hand) can have its name
    /// changed without its date being refused; a new date that old still is.
    @Test func aMealStoredWithAnOldDateCanBeEdited() async throws {
        let (store, presenter, screen, opened) = try await openedSteak(eatenOn: "1900-01-01")
        var typed = opened
        typed.name = "Old steak"
        await presenter.save(typed, openedAs: opened)
        #expect(screen.problems.isEmpty)
        #expect(store.all.first?.name == "Old steak")
        #expect(store.all.first?.date == "1900-01-01")
        typed.date = "1900-01-08"
        await presenter.save(typed)
        #expect(screen.problems.map(\.0) == [.date])
        #expect(store.all.first?.date == "1900-01-01")
    }

    /// A date cleared dates the meal from its weekday (the latest such day), which here gives the
    /// date it has: that is no change, and is said to be none.
    @Test func aClearedDateThatComesBackTheSameIsNoChange() async throws {
        // The last Monday up to testToday.
        let (store, presenter, screen, opened) = try await openedSteak(eatenOn: "2026-11-30")
        var typed = opened
        typed.date = ""
        await presenter.save(typed, openedAs: opened)
        #expect(screen.confirmations == ["Nothing to change in Steak"])
        #expect(store.all.first?.date == "2026-11-30")
        #expect(store.updatesSent == 0, "nothing is sent")
    }

    /// Two windows changed the store to different names since this form opened: nothing is sent,
    /// the alert says what the store is now, and the form comes back with what was typed over the
    /// meal as it is (its hunger from the other window). Saving that again replaces the store.
    @Test func aFieldChangedInBothWindowsIsNotOverwrittenUnseen() async throws {
        let (store, mine, screen, opened) = try await openedInTwoWindows {
            $0.store = "Theirs"
            $0.status = "normal"
        }

        var typed = opened
        typed.store = "Mine"
        await mine.save(typed, openedAs: opened)
        #expect(
            screen.alerts == [
                Alert(
                    message:
                        "The store was changed to 'Theirs' while you were editing. Save again to replace it with yours.",
                    kind: .rejected)
            ])
        #expect(store.all.first?.store == "Theirs")
        let shown = try #require(screen.forms.last)
        #expect(shown.store == "Mine")
        #expect(HungerState.parse(shown.status) == .normal)

        await mine.save(shown, openedAs: opened)
        #expect(store.all.first?.store == "Mine")
        #expect(store.all.first?.status == HungerState.normal.rawValue)
        #expect(screen.confirmations.last == "Steak has been updated")
    }

    /// A weekday changed alone here moves the date to that weekday: a date another window saved
    /// meanwhile is not moved unseen.
    @Test func aWeekdayChangedHereDoesNotMoveADateChangedElsewhereUnseen() async throws {
        // 2026-11-16 is a Monday too.
        let (store, mine, screen, opened) = try await openedInTwoWindows { $0.date = "2026-11-16" }

        var typed = opened
        typed.week = Weekday.friday.rawValue
        await mine.save(typed, openedAs: opened)
        #expect(screen.alerts.map(\.kind) == [.rejected])
        #expect(screen.alerts.first?.message.hasPrefix("The date was changed to '2026-11-16'") == true)
        #expect(store.all.first?.date == "2026-11-16", "nothing was sent")
        #expect(screen.forms.last?.week == Weekday.friday.rawValue)
    }

    /// What this save would write decides: the same weekday change made in both windows moves the
    /// date alike, and a name that differs only by a space typed after it is the same name.
    @Test func theSameChangeMadeInBothWindowsIsNoClash() async throws {
        let (store, mine, screen, opened) = try await openedInTwoWindows {
            $0.week = Weekday.tuesday.rawValue
            $0.date = ""
            $0.name = "Ramen"
        }
        var typed = opened
        typed.week = Weekday.tuesday.rawValue
        typed.date = ""
        typed.name = "Ramen "
        await mine.save(typed, openedAs: opened)
        #expect(screen.alerts.isEmpty, "\(screen.alerts)")
        #expect(store.all.first?.name == "Ramen")
        #expect(store.all.first?.week == Weekday.tuesday.rawValue)
    }
}
