import Foundation
import MealLog
import TestSupport
import Testing

/// Against a real `airtable-local` with its rate limits on: setup creates the table once, add logs
/// meals with the seed's confirmation, list filters them.
@Suite(.offCooperativePool)
struct SetupAddListTests {
    @Test func setupCreatesTheTableOnceThenAddAndListWork() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema(withTable: false)) { server in
            let meallog = try MealLogRunner(server)
            let first = try await meallog.run("setup")
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout == "Created the table 'Meals'\n")
            let again = try await meallog.run("setup")
            #expect(again.stdout == "The table 'Meals' is ready\n", "\(again)")

            let added = try await meallog.run(
                "add", "--type", "肉", "--name", "大盛りカットステーキ", "--week", "月", "--status", "空いてる",
                "--store", "渋谷店")
            #expect(added.status == 0, "\(added)")
            #expect(added.stdout == "大盛りカットステーキ has been logged\n")
            let dated = try await meallog.run(
                "add", "--type", "dessert", "--name", "パンケーキ", "--week", "Sat", "--status", "full",
                "--store", "新宿店", "--date", "2026-11-21", "--json")
            let record = try JSONDecoder().decode(MealRecord.self, from: Data(dated.stdout.utf8))
            #expect(record.status == "お腹いっぱい")
            #expect(record.week == "土曜日")

            let all = try await meallog.list()
            #expect(all.map(\.name) == ["パンケーキ", "大盛りカットステーキ"])
            #expect(all.last?.date == "2026-11-30")
            #expect(all.last?.week == "月曜日")
            #expect(all.last?.status == "空いている")
            #expect(try await meallog.list("--week", "土").map(\.name) == ["パンケーキ"])
            #expect(try await meallog.list("--store", "渋谷店").map(\.name) == ["大盛りカットステーキ"])
            #expect(try await meallog.list("--type", "肉").map(\.name) == ["大盛りカットステーキ"])
            #expect(try await meallog.list("--from", "2026-11-22").map(\.name) == ["大盛りカットステーキ"])

            let table = try await meallog.run("list")
            #expect(table.stdout.contains("2026-11-30  月曜日   肉"), "\(table)")
        }
    }

    @Test func badInputIsRefusedWithTheRightExitCodes() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let badType = try await meallog.run(
                "add", "--type", "カレー", "--name", "カツカレー", "--week", "月", "--status", "普通")
            #expect(badType.status == 1)
            #expect(badType.stderr.contains("'カレー' is not a dish type"))
            let mismatch = try await meallog.run(
                "add", "--type", "肉", "--name", "x", "--week", "月", "--status", "普通", "--date", "2026-11-27")
            #expect(mismatch.stderr.contains("2026-11-27 is a Friday, not a Monday"), "\(mismatch)")
            #expect(try await meallog.list().isEmpty)
            #expect(try await meallog.run("add", "--bogus").status == 2)
            let backward = try await meallog.run("list", "--from", "2026-12-01", "--to", "2026-11-01")
            #expect(backward.status == 1, "\(backward)")
            #expect(
                backward.stderr.contains("The days are the wrong way round: 2026-12-01 is after 2026-11-01"),
                "\(backward)")

            var wrongToken = meallog
            wrongToken.environment["AIRTABLE_TOKEN"] = "patWrong.0000"
            #expect(try await wrongToken.run("list").status == 4)
        }
    }

    @Test func anUnreachableServerIsExitFive() async throws {
        let port = try RefusingPort()
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = "http://127.0.0.1:\(port.port)"
        meallog.environment["AIRTABLE_TOKEN"] = "patUnused.0000"
        let result = try await meallog.run("list", "--json")
        #expect(result.status == 5, "\(result)")
        #expect(result.stderr.contains(#""kind":"unavailable""#))
        let text = try await meallog.run("list")
        #expect(text.status == 5, "\(text)")
        #expect(text.stderr.hasPrefix("Error: The Airtable server could not be reached"), "\(text)")
        #expect(text.stderr.contains("Start airtable-local with scripts/up"), "what to do: \(text)")
    }

    /// At a terminal, a meal whose save found no server is kept: "Try again?" sends it again, as
    /// often as asked; a no ends the command with the failure's code.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func atATerminalAnUnsavedMealCanBeSentAgain() async throws {
        let port = try RefusingPort()
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = "http://127.0.0.1:\(port.port)"
        meallog.environment["AIRTABLE_TOKEN"] = "patUnused.0000"
        let transcript = try await meallog.runAtTerminal(
            "add", "--type", "meat", "--name", "Steak", "--week", "Mon", "--status", "hungry",
            steps: [
                .expect("could not be reached"), .expect("Try again? [Y/n] "), .type(""),
                .expect("Try again? [Y/n] "), .type("n"),
            ])
        #expect(transcript.status == 5, "\(transcript)")
        #expect(transcript.text.components(separatedBy: "could not be reached").count == 3, "\(transcript)")
    }

    /// At a terminal, an option that is wrong is refused at once, before the fields left out are
    /// asked for (and typed for nothing).
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"),
        arguments: [["--type", "月"], ["--date", "2026-99-99"], ["--week", "Funday"]])
    func atATerminalAWrongOptionIsRefusedBeforeAnyQuestion(_ options: [String]) async throws {
        let port = try RefusingPort()
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = "http://127.0.0.1:\(port.port)"
        meallog.environment["AIRTABLE_TOKEN"] = "patUnused.0000"
        let transcript = try await meallog.runAtTerminal(
            "add", options[0], options[1], steps: [.expect("Error: ")])
        #expect(transcript.status == 1, "\(transcript)")
        #expect(!transcript.text.contains("dish name"), "\(transcript)")
    }

    /// A server that answers, but with a failure, something unreadable or a listing that never ends,
    /// was reached: it failed.
    /// The confirmation names the meal as typed, even when the record answered has a name the app
    /// cannot read.
    @Test func anAddAnsweredWithAnUnreadableNameConfirmsTheNameTyped() async throws {
        let answer =
            #"{"records":[{"id":"recAAAAAAAAAAAAAA","createdTime":"2026-11-30T00:00:00.000Z","fields":{"Name":7}}],"createdRecords":["recAAAAAAAAAAAAAA"],"updatedRecords":[]}"#
        let server = try LoopbackHTTPServer { _ in .ok(Array(answer.utf8), contentType: "application/json") }
        defer { server.stop() }
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = server.url("").absoluteString
        meallog.environment["AIRTABLE_TOKEN"] = "patUnused.0000"

        let added = try await meallog.run(
            "add", "--type", "肉", "--name", "Steak", "--week", "月", "--status", "普通")

        #expect(added.status == 0, "\(added)")
        #expect(added.stdout == "Steak has been logged\n", "\(added)")
    }

    @Test(arguments: [
        ScriptedReply.respond(status: 500, headers: [], body: Array("boom".utf8)),
        .ok(Array("{not json".utf8), contentType: "application/json"),
        .ok(Array(#"{"records":[],"offset":"itr1/rec1"}"#.utf8), contentType: "application/json"),
    ])
    func aServerThatAnswersBadlyFailed(_ reply: ScriptedReply) async throws {
        let server = try LoopbackHTTPServer { _ in reply }
        defer { server.stop() }
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = server.url("").absoluteString
        meallog.environment["AIRTABLE_TOKEN"] = "patUnused.0000"
        let text = try await meallog.run("list")
        #expect(text.status == 5, "\(text)")
        #expect(text.stderr.hasPrefix("Error: The Airtable server failed"), "\(text)")
    }
}
