import Foundation
import TestSupport
import Testing

/// `meallog` alone at a terminal: the seed's form as numbered pickers.
@Suite(
    .offCooperativePool,
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct InteractiveTests {
    @Test func aMealIsLoggedWithPickersAndListed() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("メニュー: "), .type("1"),
                    .expect("料理タイプ: "), .type("1"),
                    .expect("料理名: "), .type(" "), .expect("料理名を入力してください"),
                    .expect("料理名: "), .type("大盛りカットステーキ"),
                    .expect("  2. 月曜日"), .expect("曜日 [3]: "), .type("2"),
                    .expect("  3. 空いている"), .expect("お腹の具合: "), .type("9"),
                    .expect("1〜3の番号か、選択肢の名前を入力してください。"), .type("空いてる"),
                    .expect("店名: "), .type("渋谷店"),
                    .expect("大盛りカットステーキの登録が完了しました"),
                    .expect("メニュー: "), .type("2"),
                    .expect("2026-11-30"), .expect("メニュー: "), .type("3"),
                    .expect("曜日 [3]: "), .type("2"), .expect("お腹の具合: "), .type("3"),
                    .expect("おすすめは大盛りカットステーキ(肉)です"),
                    .expect("メニュー: "), .type("q"), .expect("さようなら"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            #expect(try await meallog.list().map(\.store) == ["渋谷店"])
        }
    }

    /// Enter at an empty picker says what to type and asks again, instead of ending the session (and
    /// losing the meal half filled in); pickers take names and short forms; Ctrl-D abandons the
    /// form, and at the menu leaves.
    @Test func enterAtAPickerAsksAgainAndNamesArePicked() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("メニュー: "), .type("1"),
                    .expect("料理タイプ: "), .type(""), .expect("番号か、選択肢の名前を入力してください。"), .expect("料理タイプ: "),
                    .type("肉"),
                    .expect("料理名: "), .type("大盛りカットステーキ"),
                    .expect("曜日 [3]: "), .type("月"),
                    .expect("お腹の具合: "), .type(""), .expect("番号か、選択肢の名前を入力してください。"), .expect("お腹の具合: "),
                    .type("空いてる"),
                    .expect("店名: "), .type(""),
                    .expect("大盛りカットステーキの登録が完了しました"),
                    .expect("メニュー: "), .type("3"),
                    .expect("曜日 [3]: "), .type("Monday"), .expect("お腹の具合: "), .type(""),
                    .expect("番号か、選択肢の名前を入力してください。"), .expect("お腹の具合: "), .type("hungry"),
                    .expect("おすすめは大盛りカットステーキ(肉)です"),
                    // Ctrl-D in a form abandons it (saying so) and goes back; at the menu it leaves.
                    .expect("メニュー: "), .type("1"), .expect("料理タイプ: "), .keys("\u{04}"),
                    .expect("保存しませんでした"), .expect("メニュー: "), .keys("\u{04}"),
                    .expect("さようなら"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            #expect(!transcript.text.contains("Please"), "\(transcript)")
            let meals = try await meallog.list()
            #expect(meals.map(\.date) == ["2026-11-30"])
            #expect(meals.map(\.status) == ["空いている"])
        }
    }

    /// `meallog add` at a terminal asks for the fields its options leave out (Ctrl-D there saves
    /// nothing, and says so); the interactive import reads `~/…` from the home directory, and
    /// nothing or Ctrl-D at its question goes back to the menu.
    @Test func addAsksForMissingFieldsAndTheImportPathTakesATilde() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let added = try await meallog.runAtTerminal(
                "add", "--name", "Omelette rice",
                steps: [
                    .expect("dish type: "), .type("rice"), .expect("weekday [3]: "), .type(""),
                    .expect("hunger: "), .type("2"), .expect("Omelette rice has been logged"),
                ])
            #expect(added.status == 0, "\(added)")
            #expect(!added.text.contains("store: "), "the store is asked only for a bare add")

            // Ctrl-D before the form is complete: nothing is sent, and it says so.
            let abandoned = try await meallog.runAtTerminal(
                "add", "--name", "Pancakes",
                steps: [.expect("dish type: "), .type("dessert"), .expect("weekday [3]: "), .keys("\u{04}")])
            #expect(abandoned.status == 1, "\(abandoned)")
            #expect(abandoned.text.contains("Not saved."), "\(abandoned)")
            #expect(try await meallog.list().count == 1)

            let home = try #require(meallog.environment["HOME"])
            try generatedCSV(rows: 3).write(toFile: home + "/meals.csv", atomically: true, encoding: .utf8)
            let imported = try await meallog.runAtTerminal(
                steps: [
                    .expect("menu: "), .type("4"), .expect("CSV file: "), .type(""), .expect("menu: "),
                    .type("4"), .expect("CSV file: "), .keys("\u{04}"), .expect("menu: "),
                    .type("4"), .expect("CSV file: "), .type("~/meals.csv"),
                    .expect("Imported 3, updated 0, rejected 0"), .expect("menu: "), .signal(SIGINT),
                ])
            // Ctrl-C at the menu, after the import's progress bar caught it: the program still ends
            // by the signal, so its shell starts the prompt on a new line.
            #expect(imported.status == 130, "\(imported)")
            #expect(imported.signal == SIGINT, "\(imported)")
            #expect(!imported.text.contains("Cannot read"), "no file named goes back: \(imported)")
            #expect(try await meallog.list().count == 4)
        }
    }

    /// On a colour terminal the title, the menu and the table's header are styled, and nothing
    /// turns their escape characters into replacement characters.
    @Test func aColourTerminalGetsStylesNotReplacementCharacters() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            var meallog = try MealLogRunner(server, language: "en_US.UTF-8")
            let added = try await meallog.run(
                "add", "--type", "rice", "--name", "Omelette rice", "--week", "Sunday", "--status", "normal")
            #expect(added.status == 0, "\(added)")
            meallog.environment["NO_COLOR"] = nil
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("menu: "), .type("2"),
                    .expect("DISH NAME"), .expect("menu: "), .type("q"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            #expect(!transcript.text.contains("\u{FFFD}"), "\(transcript)")
            #expect(transcript.text.contains("\u{1B}[2m1 log a meal"))
            #expect(transcript.text.contains("\u{1B}[1m"))
        }
    }

    @Test func withoutATerminalItIsAUsageError() async throws {
        let result = try await MealLogRunner(nil).run()
        #expect(result.status == 2)
        #expect(result.stderr.contains("no command given"))
    }
}

/// An import at a terminal draws a progress bar on standard error instead of a line per batch.
@Suite(
    .offCooperativePool,
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct ImportAtATerminalTests {
    @Test func theProgressIsABar() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let scratch = try ScratchDirectory("meallog-csv")
            let file = try scratch.write("meals.csv", generatedCSV(rows: 25))
            let transcript = try await meallog.runAtTerminal(
                "import", file,
                steps: [
                    .expect("batch 3: 25 rows sent (100 % of the file read)"),
                    .expect("Imported 25, updated 0, rejected 0"),
                ])
            #expect(transcript.status == 0, "\(transcript)")
            #expect(
                transcript.text.contains(
                    "[██████████████████████████████] 100 % batch 3: 25 rows sent (100 % of the file read)"))
            #expect(
                !transcript.text.contains("batch 1: 10 rows sent\n"), "redrawn in place, not a line per batch"
            )
        }
    }

    /// Runs `body` with a Japanese meallog on a base of 30 imported meals, one a day to 2026-12-01.
    private func withThirtyMeals(_ body: (MealLogRunner) async throws -> Void) async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            let scratch = try ScratchDirectory("meallog-thirty")
            let imported = try await meallog.run(
                "import", try scratch.write("meals.csv", generatedCSV(rows: 30)))
            #expect(imported.status == 0, "\(imported)")
            try await body(meallog)
        }
    }

    /// A history taller than the terminal comes a screenful at a time, in the session's language,
    /// opening at its newest meals: `>` and `<` turn it under the menu and under the meal-number
    /// question, and a meal on another page is picked by its number.
    @Test func aLongHistoryIsShownAPageAtATime() async throws {
        try await withThirtyMeals { meallog in
            // 20 lines: pages of 12 meals, by date; a log opens at its newest, the last page.
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("メニュー: "), .type("2"), .expect("30件中 19〜30件目 · < 前へ"),
                    .expect("メニュー: "), .type(">"), .expect("最後のページです。"),
                    .expect("メニュー: "), .type("<"), .expect("30件中 7〜18件目 · > 次へ · < 前へ"),
                    .expect("メニュー: "), .type("6"), .expect("30件中 19〜30件目 · < 前へ"),
                    .expect("食事の番号: "), .type("<"), .expect("30件中 7〜18件目"),
                    .expect("食事の番号: "), .type("<"), .expect("30件中 1〜6件目 · > 次へ"),
                    .expect("食事の番号: "), .type("<"), .expect("最初のページです。"),
                    .expect("食事の番号: "), .type("1"), .expect("ステーキ29を削除しますか？ [y/N] "), .type("y"),
                    .expect("ステーキ29を削除しました"),
                    .expect("メニュー: "), .type(">"), .expect("1〜6 か q を選んでください。"),
                    .expect("メニュー: "), .type("q"), .expect("さようなら"),
                ],
                rows: 20)
            #expect(transcript.status == 0, "\(transcript)")
            let firstPage = try #require(transcript.text.components(separatedBy: "30件中 19〜30件目").first)
            #expect(firstPage.contains("\n30  2026-12-01"), "the newest meal: \(transcript)")
            #expect(firstPage.contains("\n19  2026-11-20"), "\(transcript)")
            #expect(!firstPage.contains("\n18  "), "\(transcript)")
            #expect(try await meallog.list().count == 29)
        }
    }

    /// In a window as narrow as a phone's terminal, a meal is still a line of the list (its date
    /// and dish; the columns that do not fit are left out), so a page holds as many as in a wide one.
    @Test func aNarrowWindowKeepsAMealALine() async throws {
        try await withThirtyMeals { meallog in
            let transcript = try await meallog.runAtTerminal(
                steps: [
                    .expect("メニュー: "), .type("2"), .expect("30件中 19〜30件目"), .expect("メニュー: "), .type("q"),
                    .expect("さようなら"),
                ],
                rows: 20, columns: 40)
            #expect(transcript.status == 0, "\(transcript)")
            let page = try #require(transcript.text.components(separatedBy: "30件中 19〜30件目").first)
            #expect(page.contains("\n30  2026-12-01"), "\(transcript)")
            #expect(!page.contains("店名"), "the store is left out, not stacked: \(transcript)")
        }
    }
}
