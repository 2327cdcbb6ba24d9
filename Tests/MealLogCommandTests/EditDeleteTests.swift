import Foundation
import MealLog
import TestSupport
import Testing

/// `meallog edit ID` and `meallog delete ID`, on the command line, at a terminal, and in the
/// interactive mode, where the meal is picked by its number in the list.
@Suite(.offCooperativePool)
struct EditDeleteTests {
    /// Only the fields given change; the record's key follows the new name, so logging the renamed
    /// meal again updates it instead of adding a second record. A new date takes its weekday, and a
    /// new weekday keeps the meal in its week.
    @Test func editChangesOnlyTheGivenFieldsAndTheKeyFollows() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let added = try await meallog.run(
                "add", "--type", "肉", "--name", "ステーキ", "--week", "月", "--status", "空いてる",
                "--store", "渋谷店", "--json")
            let record = try JSONDecoder().decode(MealRecord.self, from: Data(added.stdout.utf8))

            let renamed = try await meallog.run("edit", record.id, "--name", "ハンバーグ", "--json")
            #expect(renamed.status == 0, "\(renamed)")
            let edited = try JSONDecoder().decode(MealRecord.self, from: Data(renamed.stdout.utf8))
            #expect(edited.id == record.id)
            #expect(edited.name == "ハンバーグ")
            #expect(edited.date == "2026-11-30")
            #expect(edited.store == "渋谷店")
            #expect(edited.status == "空いている")

            let again = try await meallog.run(
                "add", "--type", "肉", "--name", "ハンバーグ", "--week", "月", "--status", "普通",
                "--store", "渋谷店")
            #expect(again.status == 0, "\(again)")
            let meals = try await meallog.list()
            #expect(meals.map(\.id) == [record.id], "the edited key was matched: \(meals)")
            #expect(meals.first?.status == "普通")

            let moved = try await meallog.run("edit", record.id, "--date", "2026-11-27")
            #expect(moved.stdout == "ハンバーグ has been updated\n", "\(moved)")
            #expect(try await meallog.list().first?.week == "金曜日", "the weekday follows the date")
            _ = try await meallog.run("edit", record.id, "--date", "2026-11-13")
            let monday = try await meallog.run("edit", record.id, "--week", "月")
            #expect(monday.status == 0, "\(monday)")
            #expect(try await meallog.list().first?.date == "2026-11-09", "the date stays in its week")

            let deleted = try await meallog.run("delete", record.id, "--json")
            #expect(deleted.status == 0, "\(deleted)")
            #expect(
                try JSONDecoder().decode(MealRecord.self, from: Data(deleted.stdout.utf8)).id == record.id)
            #expect(try await meallog.list().isEmpty)
            let missing = try await meallog.run("delete", record.id)
            #expect(missing.status == 3, "\(missing)")
            #expect(missing.stderr.contains("There is no such meal in the log"))
        }
    }

    /// At a terminal, `edit` without options asks every field with its current value as the
    /// default, and `delete` asks first unless `--yes`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func atATerminalEditAsksEachFieldAndDeleteAsksFirst() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let id = try await meallog.addSteak()

            let edited = try await meallog.runAtTerminal(
                "edit", id,
                steps: MealLogRunner.editSteps(
                    answers: [.name: "Big steak", .status: "normal", .store: "-"],
                    outcome: "Big steak has been updated"))
            #expect(edited.status == 0, "\(edited)")
            let meal = try #require(try await meallog.list().first)
            #expect(
                [meal.name, meal.status, meal.store, meal.date] == ["Big steak", "普通", "", "2026-11-30"])

            let kept = try await meallog.runAtTerminal(
                "delete", id,
                steps: [.expect("Delete Big steak? [y/N] "), .type("n"), .expect("Not deleted.")])
            #expect(kept.status == 1, "\(kept)")
            #expect(try await meallog.list().count == 1)
            let deleted = try await meallog.runAtTerminal(
                "delete", id, "--yes", steps: [.expect("Big steak has been deleted")])
            #expect(deleted.status == 0, "\(deleted)")
            #expect(try await meallog.list().isEmpty)
        }
    }

    /// A meal stored with a date a century back (logged when that was within the bound, or typed
    /// into the table by hand) keeps it when another field is edited, on the command line and at
    /// the prompts, whose date question takes the stored date as it stands.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func aMealWithAnOldDateCanStillBeEdited() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            var then = meallog
            then.environment["MEALLOG_TODAY"] = "1920-01-06"
            let added = try await then.run(
                "add", "--type", "meat", "--name", "Steak", "--date", "1900-01-01", "--status", "hungry",
                "--store", "Shibuya", "--json")
            #expect(added.status == 0, "\(added)")
            let id = try JSONDecoder().decode(MealRecord.self, from: Data(added.stdout.utf8)).id

            let renamed = try await meallog.run("edit", id, "--name", "Old steak")
            #expect(renamed.status == 0, "\(renamed)")
            let edited = try await meallog.runAtTerminal(
                "edit", id,
                steps: MealLogRunner.editSteps(
                    name: "Old steak", date: "1900-01-01", answers: [.status: "normal"],
                    outcome: "Old steak has been updated"))
            #expect(edited.status == 0, "\(edited)")
            let meal = try #require(try await meallog.list().first)
            #expect([meal.name, meal.status, meal.date] == ["Old steak", "普通", "1900-01-01"])
            let moved = try await meallog.run("edit", id, "--date", "1900-01-08")
            #expect(moved.status == 1, "a new date that old is still refused: \(moved)")
            #expect(moved.stderr.contains("1900-01-08 is more than 100 years ago"), "\(moved)")
        }
    }

    /// At a terminal, Backspace (DEL) erases the whole last character typed, not the last byte of
    /// it, so a Japanese name typed and corrected is saved as it shows; the terminal is left as it
    /// was found.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func backspaceErasesAWholeCharacter() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let id = try await meallog.addSteak()
            let edited = try await meallog.runAtTerminal(
                "edit", id,
                steps: MealLogRunner.editSteps(answers: [.name: "ステーキ丼\u{7F}"], outcome: "has been updated"))
            #expect(edited.status == 0, "\(edited)")
            #expect(try await meallog.list().map(\.name) == ["ステーキ"])
            #expect(edited.erasesWholeCharactersAtExit == false, "the terminal is left as it was found")
        }
    }

    /// The interactive mode's edit and delete list the meals numbered and take a number.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func theInteractiveModePicksTheMealByItsNumber() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            for (name, date) in [("パンケーキ", "2026-11-28"), ("ステーキ", "2026-11-30")] {
                let added = try await meallog.run(
                    "add", "--type", "肉", "--name", name, "--status", "普通", "--date", date)
                #expect(added.status == 0, "\(added)")
            }
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("6 削除"), .expect("メニュー: "), .type("5"),
                    .expect("ステーキ"), .expect("食事の番号: "), .type("3"),
                    .expect("1〜2の番号を入力してください。"), .expect("食事の番号: "), .type("2"),
                    .expect("料理タイプ [1]: "), .type(""), .expect("料理名 [ステーキ]: "), .type("ハンバーグ"),
                    .expect("曜日 [2]: "), .type(""), .expect("お腹の具合 [2]: "), .type(""),
                    .expect("店名: "), .type(""), .expect("日付 [2026-11-30]: "), .type(""),
                    .expect("ハンバーグを更新しました"),
                    .expect("メニュー: "), .type("6"), .expect("食事の番号: "), .type("1"),
                    .expect("パンケーキを削除しますか？ [y/N] "), .type("y"), .expect("パンケーキを削除しました"),
                    .expect("メニュー: "), .type("q"), .expect("さようなら"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            #expect(try await meallog.list().map(\.name) == ["ハンバーグ"])
        }
    }

    /// The interactive edit's date is asked again, with every earlier answer kept, while it is not a
    /// date or not of the weekday picked: the meal's own date after a new weekday is refused, not
    /// saved as the new weekday's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func aDateThatIsNotOneOrNotOfTheWeekdayIsAskedAgain() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let added = try await meallog.run(
                "add", "--type", "meat", "--name", "Steak", "--status", "normal", "--date", "2026-11-30")
            #expect(added.status == 0, "\(added)")
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("menu: "), .type("5"), .expect("meal number: "), .type("1"),
                    .expect("dish type [1]: "), .type(""), .expect("dish name [Steak]: "), .type("Burger"),
                    .expect("weekday [2]: "), .type("3"), .expect("hunger [2]: "), .type(""),
                    .expect("store: "), .type(""), .expect("date [2026-12-01]: "), .type("2026-11-31"),
                    .expect("'2026-11-31' is not a day of the calendar"), .expect("date [2026-12-01]: "),
                    .type("30 Nov"), .expect("'30 Nov' is not a date (YYYY-MM-DD)"),
                    .expect("date [2026-12-01]: "), .type("2026-11-30"),
                    .expect("2026-11-30 is a Monday, not a Tuesday"),
                    .expect("date [2026-12-01]: "), .type("2026-11-24"),
                    .expect("Burger has been updated"), .expect("menu: "), .type("q"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            let stored = try await meallog.list()
            #expect(stored.map(\.name) == ["Burger"] && stored.map(\.date) == ["2026-11-24"], "\(stored)")
        }
    }

    /// A meal deleted elsewhere while the interactive edit asks for its fields: the save says so and
    /// offers to log what was typed as a new meal, on the meal's date. (Rate limits are off: the test
    /// deletes the meal with a run of its own between two answers.)
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func aMealDeletedWhileEditedCanBeLoggedAgain() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema(), rateLimits: false) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            let added = try await meallog.run(
                "add", "--type", "肉", "--name", "ステーキ", "--status", "普通", "--date", "2026-11-30")
            #expect(added.status == 0, "\(added)")
            let id = try #require(try await meallog.list().first?.id)
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("メニュー: "), .type("5"), .expect("食事の番号: "), .type("1"),
                    .expect("料理タイプ [1]: "), .type(""), .expect("料理名 [ステーキ]: "), .type("ハンバーグ"),
                    .perform { _ = try? await meallog.run("delete", id, "--yes") },
                    .expect("曜日 [2]: "), .type(""), .expect("お腹の具合 [2]: "), .type(""),
                    .expect("店名: "), .type(""), .expect("日付 [2026-11-30]: "), .type(""),
                    .expect("新しい記録として登録しますか？ [y/N] "), .type("y"),
                    .expect("ハンバーグの登録が完了しました"), .expect("メニュー: "), .type("q"), .expect("さようなら"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            let stored = try await meallog.list()
            #expect(stored.map(\.name) == ["ハンバーグ"] && stored.map(\.date) == ["2026-11-30"], "\(stored)")
            #expect(stored.first?.id != id)
        }
    }
}
