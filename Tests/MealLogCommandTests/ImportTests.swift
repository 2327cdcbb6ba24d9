import Foundation
import MealLog
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// CSV imports against `airtable-local` with its rate limits on: bad rows are reported by line and
/// never stop the good ones; an import stopped by SIGINT and run again loses nothing and
/// duplicates nothing.
@Suite(.offCooperativePool)
struct ImportTests {
    @Test func badRowsAreReportedByLineAndTheGoodOnesGoIn() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let scratch = try ScratchDirectory("meallog-csv")
            let file = try scratch.write(
                "meals.csv",
                """
                type,name,week,status,store
                肉,大盛りカットステーキ,月,空いてる,渋谷店
                カレー,カツカレー,火,普通,渋谷店
                デザート,パンケーキ,土
                麺,うどん,金,普通,新宿店
                肉,大盛りカットステーキ,月,空いてる,渋谷店
                ご飯,オムライス,someday,普通,渋谷店

                """)
            let result = try await meallog.run("import", file, "--json")
            #expect(result.status == 1, "\(result)")
            let report = try ImportJSON(result)
            #expect(report.imported == 2)
            #expect(report.updated == 0)
            #expect(report.rejected.map(\.line) == [3, 4, 6, 7])
            #expect(report.rejected[1].reason == "3 fields where the header has 5")
            #expect(report.rejected[2].reason == "the same meal as line 2")
            #expect(try await meallog.list().map(\.name).sorted() == ["うどん", "大盛りカットステーキ"])

            let japanese = try await meallog.speaking("ja_JP.UTF-8").run("import", file)
            #expect(japanese.stdout.contains("インポート完了：新規0件、更新2件、除外4件"), "\(japanese)")
            #expect(japanese.stdout.contains("3行目：「カレー」は料理タイプの選択肢にありません"))
            #expect(japanese.stderr.contains("バッチ1：2件を送信済み(ファイルの100%を読み込み)"), "\(japanese)")
        }
    }

    /// A row larger than the server takes in one request (its 413) is rejected with its line, and
    /// the good rows of its batch still go in.
    @Test func aRowTooLargeToSendIsRejectedAndTheRestGoIn() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let scratch = try ScratchDirectory("meallog-csv")
            let huge = String(repeating: "X", count: 3_000_000)
            let file = try scratch.write(
                "big.csv",
                """
                type,name,week,status,store,date
                肉,ステーキA,,空いてる,渋谷店,2026-12-01
                肉,\(huge),,空いてる,渋谷店,2026-11-30
                肉,ステーキB,,空いてる,渋谷店,2026-11-29

                """)
            let result = try await meallog.run("import", file, "--json")
            #expect(result.status == 1, "\(result.status) \(result.stderr.prefix(500))")
            let report = try ImportJSON(result)
            #expect(report.imported == 2)
            #expect(report.rejected.map(\.line) == [3])
            #expect(report.rejected.first?.reason == "too large to send: a request may be at most 2 MB")
            #expect(try await meallog.list().map(\.name).sorted() == ["ステーキA", "ステーキB"])
        }
    }

    /// Streams that are not regular files are read as streams: a process substitution, standard
    /// input, `/dev/null` (empty: said so) and `/dev/zero` (binary: said so at once, never read
    /// forever); a line of spaces is no row.
    @Test func streamsAndDevicesAreReadAsStreams() async throws {
        let meallog = try MealLogRunner(nil)
        let scratch = try ScratchDirectory("meallog-csv")
        let file = try scratch.write(
            "meals.csv",
            "type,name,week,status,store,date\n肉,ステーキ0,,空いてる,渋谷店,2026-12-01\n   \n麺,うどん,,普通,,2026-11-30\n")
        let substituted = try await Command.run(
            "/bin/bash",
            [
                "-c", #""$0" --offline import --check --json <(cat "$1")"#, try MealLogRunner.executable(),
                file,
            ],
            environment: meallog.environment, timeout: .seconds(60))
        #expect(substituted.status == 0, "\(substituted)")
        #expect(try ImportJSON(substituted).valid == 2, "\(substituted)")

        let piped = try await meallog.run(
            "--offline", "import", "-", "--json", input: try String(contentsOfFile: file, encoding: .utf8))
        #expect(piped.status == 0, "\(piped)")
        #expect(try ImportJSON(piped).imported == 2, "\(piped)")

        let empty = try await meallog.run("--offline", "import", "/dev/null")
        #expect(empty.status == 1, "\(empty)")
        #expect(empty.stderr.contains("The CSV is empty"), "\(empty)")
        let zero = try await meallog.speaking("ja_JP.UTF-8").run("--offline", "import", "/dev/zero")
        #expect(zero.status == 1, "\(zero)")
        #expect(zero.stderr.contains("1行目にNULバイトがあります。テキストではなくバイナリのデータです"), "\(zero)")
    }

    /// A file of many bad rows shows the first ones a person can act on and counts the rest, in the
    /// session's language; `--json` lists every one.
    @Test func manyRejectedRowsAreShownUpToALimitAndCounted() async throws {
        let meallog = try MealLogRunner(nil)
        let scratch = try ScratchDirectory("meallog-csv")
        let rows = (1...60).map { "curry,Dish \($0),月曜日,普通,S" }
        let file = try scratch.write(
            "meals.csv", (["type,name,week,status,store"] + rows).joined(separator: "\n"))

        let text = try await meallog.run("--offline", "import", "--check", file)
        let shown = text.stdout.split(separator: "\n").filter { $0.hasPrefix("  line ") }
        #expect(shown.count == 50 && shown.last?.hasPrefix("  line 51: ") == true, "\(text)")
        #expect(text.stdout.contains("  and 10 more rows rejected (--json lists them all)"), "\(text)")
        let japanese = try await meallog.speaking("ja_JP.UTF-8").run("--offline", "import", "--check", file)
        #expect(japanese.stdout.contains("ほか10行を除外しました（--json ですべて表示）"), "\(japanese)")
        let json = try await meallog.run("--offline", "import", "--check", "--json", file)
        #expect(try ImportJSON(json).rejected.count == 60, "\(json)")
    }

    /// A quote that is never closed swallows every line after it: its row says so, rather than
    /// only that its field count is wrong; the checked count is "1 row", not "1 rows".
    @Test func anUnclosedQuoteIsNamedOnItsLine() async throws {
        let meallog = try MealLogRunner(nil)
        let scratch = try ScratchDirectory("meallog-csv")
        let file = try scratch.write(
            "meals.csv", "type,name,week,status\n肉,ステーキ,月,普通\n肉,\"unterminated,月,普通\n麺,うどん,金,普通\n")
        let text = try await meallog.run("--offline", "import", "--check", file)
        #expect(
            text.stdout.contains(
                "  line 3: a quote (\") on this line is never closed, so every line after it was read into this row"
            ),
            "\(text)")
        #expect(text.stdout.contains("Checked: 1 row to import, 1 rejected"), "\(text)")
    }

    /// A file that cannot be read says why: missing, a folder, or not UTF-8 (a Shift-JIS export).
    @Test func anUnreadableFileSaysWhy() async throws {
        let meallog = try MealLogRunner(nil)
        let scratch = try ScratchDirectory("meallog-csv")
        let shiftJIS = scratch.url.appending(path: "sjis.csv")
        try Data([0x8E, 0x52, 0x2C, 0x83, 0x4A, 0x83, 0x8C, 0x81, 0x5B, 0x0A]).write(to: shiftJIS)
        let cases = [
            (scratch.url.appending(path: "missing.csv").path, "there is no such file"),
            (scratch.url.path, "it is a folder"),
        ]
        for (path, reason) in cases {
            let result = try await meallog.run("--offline", "import", path)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("Cannot read the file \(path)"), "\(result)")
            #expect(result.stderr.contains(reason), "\(result)")
        }
        let notText = try await meallog.run("--offline", "import", shiftJIS.path)
        #expect(notText.status == 1, "\(notText)")
        #expect(notText.stderr.contains("It is not UTF-8 text (save it again as a UTF-8 CSV)"), "\(notText)")
    }

    @Test func theDemoImportIsIdempotent() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let first = try await meallog.run("setup", "--demo", "--json")
            #expect(try ImportJSON(first) == ImportJSON(imported: 7, updated: 0, rejected: []), "\(first)")
            let second = try await meallog.run("setup", "--demo", "--json")
            #expect(try ImportJSON(second) == ImportJSON(imported: 0, updated: 7, rejected: []))
            let meals = try await meallog.list()
            #expect(meals.count == 7)
            #expect(meals.first?.date == "2026-11-25")
            #expect(meals.last?.date == "2026-12-01")
        }
    }

    @Test func anImportInterruptedBySIGINTResumesWithoutDuplicatesOrLosses() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let scratch = try ScratchDirectory("meallog-csv")
            let rows = 120
            let file = try scratch.write("many.csv", generatedCSV(rows: rows))

            let child = try ChildProcess(
                try MealLogRunner.executable(), ["import", file], environment: meallog.environment)
            let sawProgress = await OwnThread.run {
                child.readOutput { $0.contains("batch 3: 30 rows sent") ? true : nil }
            }
            #expect(sawProgress == true)
            child.send(SIGINT)
            let status = await child.exited()
            meallog.pacer.ended()
            #expect(status == 128 + SIGINT)
            let partial = try await meallog.list()
            #expect(partial.count >= 30)
            #expect(partial.count < rows)

            let resumed = try await meallog.run("import", file, "--json")
            #expect(resumed.status == 0, "\(resumed)")
            let report = try ImportJSON(resumed)
            #expect(report.imported + report.updated == rows)
            #expect(report.updated == partial.count)
            let meals = try await meallog.list()
            #expect(meals.count == rows)
            #expect(Set(meals.map(\.name)).count == rows)
        }
    }

    /// With the server down nothing is saved: only the error is printed (no summary of zeros), and
    /// the exit code is 5.
    @Test func anImportWithTheServerDownPrintsOnlyTheError() async throws {
        let port = try RefusingPort()
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = "http://127.0.0.1:\(port.port)"
        meallog.environment["AIRTABLE_TOKEN"] = "patMealLogTests.down"
        let scratch = try ScratchDirectory("meallog-csv")
        let file = try scratch.write("meals.csv", generatedCSV(rows: 3))

        let text = try await meallog.run("import", file)
        #expect(text.status == 5, "\(text)")
        #expect(text.stdout.isEmpty, "\(text)")
        #expect(text.stderr.hasPrefix("Error: The Airtable server could not be reached"), "\(text)")
        // What happened and what to do are one paragraph, with the reason under it.
        #expect(
            text.stderr.hasPrefix(
                "Error: The Airtable server could not be reached. The import stopped with 3 rows not sent"),
            "\(text)")
        #expect(!text.stderr.contains("Imported"), "\(text)")

        let json = try await meallog.run("import", file, "--json")
        #expect(json.status == 5, "\(json)")
        #expect(json.stdout.isEmpty, "\(json)")
        #expect(json.stderr.hasPrefix(#"{"error":{"exitCode":5,"kind":"unavailable","message":"#), "\(json)")
        #expect(json.stderr.split(separator: "\n").count == 1, "\(json)")
    }

    /// A server that answers a batch with fewer records than were sent has not said they were
    /// saved: the import stops with the error instead of counting nothing as a success.
    @Test func anAnswerWithoutTheRecordsSentStopsTheImport() async throws {
        let server = try LoopbackHTTPServer { _ in
            .ok(Array(#"{"records":[]}"#.utf8), contentType: "application/json")
        }
        defer { server.stop() }
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = server.url("").absoluteString
        meallog.environment["AIRTABLE_TOKEN"] = "patMealLogTests.short"
        let scratch = try ScratchDirectory("meallog-csv")
        let file = try scratch.write("meals.csv", generatedCSV(rows: 3))

        let text = try await meallog.run("import", file)
        #expect(text.status == 5, "\(text)")
        #expect(text.stderr.hasPrefix("Error: The Airtable server failed"), "\(text)")
        #expect(text.stderr.contains("the answer holds 0 records for the 3 sent"), "\(text)")
        #expect(!text.stderr.contains("scripts/up"), "the server answered: no advice on starting it: \(text)")
        #expect(!text.stdout.contains("Imported"), "\(text)")
    }

    /// Ctrl-C while the progress bar is drawn clears the bar, says how many rows were saved (all of
    /// them in the table, so running the import again resumes it) and ends by the signal (130).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func ctrlCClearsTheProgressBarAndSaysHowManyRowsWereSaved() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let scratch = try ScratchDirectory("meallog-csv")
            let rows = 300
            let file = try scratch.write("many.csv", generatedCSV(rows: rows))

            let transcript = try await meallog.runAtTerminal(
                "import", file, steps: [.expect("batch 3: 30 rows sent"), .signal(SIGINT)])
            #expect(transcript.status == 130, "\(transcript)")
            #expect(transcript.signal == SIGINT, "it ends by the signal, as its shell must see")
            let afterClear = try #require(
                transcript.text.components(separatedBy: "\u{1B}[2K").dropFirst().last, "\(transcript)")
            #expect(!afterClear.contains("░") && !afterClear.contains("█"), "\(transcript)")
            let note = try #require(
                afterClear.firstMatch(
                    of: #/Interrupted: (\d+) rows saved; run the import again to resume\n/#),
                "\(transcript)")
            let saved = try #require(Int(note.output.1))
            #expect(saved >= 30 && saved < rows, "\(transcript)")

            let names = Set(try await meallog.list().map(\.name))
            #expect(names.count >= saved)
            #expect(
                (0..<saved).allSatisfy { names.contains("ステーキ\($0)") },
                "\(saved) saved, \(names.count) stored")
        }
    }
}

extension ImportJSON {
    init(imported: Int, updated: Int, rejected: [Rejected]) {
        self.imported = imported
        self.updated = updated
        valid = imported + updated
        self.rejected = rejected
    }
}
