import Foundation
import TestSupport
import Testing

/// A recommendation from a known history, the same every time; messages in Japanese or English by
/// `LANG`; `--offline` answers from the bundled samples with no server at all.
@Suite(.offCooperativePool)
struct RecommendAndLanguageTests {
    private struct Answer: Decodable, Equatable {
        let name: String
        let type: String
        let reason: String
    }

    @Test func aKnownHistoryGivesAKnownRecommendation() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server)
            let scratch = try ScratchDirectory("meallog-csv")
            let file = try scratch.write(
                "history.csv",
                """
                type,name,week,status,store,date
                肉,大盛りカットステーキ,月,空いてる,渋谷店,2026-11-23
                肉,大盛りカットステーキ,月,空いてる,渋谷店,2026-11-16
                肉,トロけるお肉のビーフシチュー,火,空いてる,渋谷店,2026-11-17
                デザート,キャラメルハニーパンケーキ,月,空いてない,渋谷店,2026-11-09
                パスタ,カルボナーラ,水,普通,新宿店,2026-11-25

                """)
            #expect(try await meallog.run("import", file).status == 0)

            let first = try await meallog.run("recommend", "--week", "月", "--status", "空いてる", "--json")
            #expect(first.status == 0, "\(first)")
            let answer = try JSONDecoder().decode(Answer.self, from: Data(first.stdout.utf8))
            #expect(
                answer
                    == Answer(
                        name: "大盛りカットステーキ", type: "肉",
                        reason:
                            "Eaten twice on Mondays, twice when hungry, twice in all (last on 2026-11-23). "
                            + "Meat is just right when hungry."))
            let second = try await meallog.run(
                "recommend", "--week", "Monday", "--status", "hungry", "--json")
            #expect(second.stdout == first.stdout)

            let japanese = try await meallog.speaking("ja_JP.UTF-8").run(
                "recommend", "--week", "月曜日", "--status", "空いている")
            #expect(japanese.stdout.hasPrefix("おすすめは大盛りカットステーキ(肉)です\n月曜日に2回"), "\(japanese)")

            let full = try await meallog.run("recommend", "--week", "月", "--status", "お腹いっぱい", "--json")
            #expect(
                try JSONDecoder().decode(Answer.self, from: Data(full.stdout.utf8)).name == "キャラメルハニーパンケーキ")
        }
    }

    /// The person test's case: the steak eaten yesterday, a Monday, when hungry would win, and the
    /// doria's reason says the variety rule left it out.
    @Test func theReasonNamesTheDishesLeftOutAsRecent() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            let scratch = try ScratchDirectory("meallog-csv")
            let file = try scratch.write(
                "history.csv",
                """
                type,name,week,status,store,date
                肉,大盛りカットステーキ,月,空いてる,渋谷店,2026-11-30
                ドリア,エビドリア,木,普通,渋谷店,2026-11-26

                """)
            #expect(try await meallog.run("import", file).status == 0)
            let answer = try await meallog.run("recommend", "--week", "月", "--status", "空いてる")
            #expect(answer.status == 0, "\(answer)")
            #expect(answer.stdout.hasPrefix("おすすめはエビドリア(ドリア)です\n"), "\(answer)")
            #expect(
                answer.stdout.contains(
                    "大盛りカットステーキ(最後は2026-11-30)のほうが合いますが、3日以内に食べたので、変化をつけるために外しました。"),
                "\(answer)")
            let english = try await meallog.speaking("en_US.UTF-8").run(
                "recommend", "--week", "Mon", "--status", "hungry")
            #expect(
                english.stdout.contains(
                    "大盛りカットステーキ (last on 2026-11-30) would rank higher but was eaten in the last 3 days"),
                "\(english)")
        }
    }

    @Test func anEmptyHistoryIsNotFound() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let result = try await MealLogRunner(server).run("recommend", "--week", "月", "--status", "普通")
            #expect(result.status == 3, "\(result)")
            #expect(result.stderr.contains("There are no meals in the history to recommend from"))
        }
    }

    @Test func theConfirmationFollowsLang() async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema()) { server in
            let meallog = try MealLogRunner(server, language: "ja_JP.UTF-8")
            let japanese = try await meallog.run(
                "add", "--type", "ご飯", "--name", "とろ〜り卵とチーズのオムライス", "--week", "日", "--status", "普通")
            #expect(japanese.stdout == "とろ〜り卵とチーズのオムライスの登録が完了しました\n", "\(japanese)")
            let english = try await meallog.speaking("C").run(
                "add", "--type", "rice", "--name", "Omelette rice", "--week", "Sunday", "--status", "normal")
            #expect(english.stdout == "Omelette rice has been logged\n", "\(english)")
            let problem = try await meallog.run(
                "add", "--type", "肉", "--name", "x", "--week", "月", "--status", "?")
            #expect(problem.stderr.contains("「?」はお腹の具合の選択肢にありません"), "\(problem)")
        }
    }

    @Test func offlineAnswersFromTheBundledSamples() async throws {
        var meallog = try MealLogRunner(nil)
        meallog.environment["AIRTABLE_ENDPOINT_URL"] = "http://127.0.0.1:9"
        let list = try await meallog.run("--offline", "list", "--week", "月", "--json")
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("大盛りカットステーキ"))
        #expect(!list.stdout.contains("パンケーキ"))
        let added = try await meallog.run(
            "add", "--offline", "--type", "肉", "--name", "Steak", "--week", "月", "--status", "普通")
        #expect(added.stdout == "Steak has been logged\n", "\(added)")
        let recommended = try await meallog.run("recommend", "--offline", "--week", "土", "--status", "full")
        #expect(recommended.stdout.hasPrefix("Try キャラメルハニーパンケーキ (dessert)"), "\(recommended)")
    }

    /// In Japanese, a setting that cannot be used is said in Japanese too.
    @Test func settingProblemsFollowLang() async throws {
        var meallog = try MealLogRunner(nil, language: "ja_JP.UTF-8")
        meallog.environment["MEALLOG_TODAY"] = "tomorrow"
        let result = try await meallog.run("--offline", "list")
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains("エラー：MEALLOG_TODAY は YYYY-MM-DD で指定してください(「tomorrow」ではなく)"), "\(result)")
        // Without a token: what to set, in Japanese too.
        let noToken = try await MealLogRunner(nil, language: "ja_JP.UTF-8").run("list")
        #expect(noToken.status == 4, "\(noToken)")
        #expect(noToken.stderr.contains("Airtable のトークンがありません。AIRTABLE_TOKEN"), "\(noToken)")
        #expect(!noToken.stderr.contains("set AIRTABLE_TOKEN"), "\(noToken)")
    }

    @Test func usageErrorsFollowLang() async throws {
        let japanese = try MealLogRunner(nil, language: "ja_JP.UTF-8")
        let unknown = try await japanese.run("list", "--nope")
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.stderr.hasPrefix("エラー：オプション '--nope' はありません\n"), "\(unknown)")
        #expect(unknown.stderr.contains("詳しくは 'meallog list --help' を見てください。"), "\(unknown)")
        let missing = try await japanese.run("edit")
        #expect(missing.stderr.hasPrefix("エラー：引数 <id> がありません"), "\(missing)")
        #expect(missing.stderr.contains("\n使い方：meallog edit <id> [--type <種類>]"), "\(missing)")
        let english = try await MealLogRunner(nil, language: "en_US.UTF-8").run("list", "--nope")
        #expect(english.stderr.hasPrefix("error: unknown option '--nope'\n"), "\(english)")
        #expect(english.stderr.contains("\nUSAGE: meallog list [--week <weekday>]"), "\(english)")
    }

    /// `--help` is in the user's language too: its headings, every command's summary and option,
    /// and the exit codes.
    @Test func helpFollowsLang() async throws {
        let japanese = try await MealLogRunner(nil, language: "ja_JP.UTF-8").run("recommend", "--help")
        #expect(japanese.status == 0, "\(japanese)")
        #expect(japanese.stdout.hasPrefix("概要：曜日とお腹の具合からおすすめの料理と、その理由を出します。\n"), "\(japanese)")
        #expect(japanese.stdout.contains("\n使い方：meallog recommend [--week <曜日>] [--status <お腹の具合>]"))
        #expect(japanese.stdout.contains("\n  --json "), "\(japanese)")
        #expect(japanese.stdout.contains("このヘルプを表示します。"), "\(japanese)")
        #expect(!japanese.stdout.contains("OPTIONS"), "\(japanese)")
        let root = try await MealLogRunner(nil, language: "ja_JP.UTF-8").run("--help")
        #expect(root.stdout.contains("\nサブコマンド：\n  setup "), "\(root)")
        #expect(root.stdout.contains("\n終了コード：\n  0  成功\n"), "\(root)")
        let english = try await MealLogRunner(nil, language: "en_US.UTF-8").run("recommend", "--help")
        #expect(
            english.stdout.hasPrefix(
                "OVERVIEW: Recommend a dish for a weekday and hunger state, and say why.\n"),
            "\(english)")
        #expect(english.stdout.contains("\nUSAGE: meallog recommend [--week <weekday>] [--status <hunger>]"))
    }
}
