import Airtable
import Basics
import MealLog
import Terminal

/// Every `meallog` command, declared once with its handler: the parser, `--help`, usage errors and
/// what runs all come from here. The help is in the user's language, as every other sentence.
struct CommandTree {
    let messages: Messages

    init(_ language: Language) { messages = Messages(language) }

    private func text(_ japanese: String, _ english: String) -> String { messages.text(japanese, english) }

    var root: Command<MealLogContext> {
        Command(
            "meallog",
            summary: text(
                "Airtable にレストランの食事を記録し、CSV を取り込み、おすすめを出します。",
                "Log restaurant meals in Airtable, import CSV, and get a recommendation."),
            discussion: discussion,
            options: [
                .json(in: messages.language),
                .flag(
                    "offline",
                    help: text(
                        "メモリー上のサンプルの食事を使います。何も送らず、何も残しません。",
                        "Use the sample meals in an in-memory base; nothing leaves the machine or is kept."),
                    inherited: true),
                .verbose(in: messages.language),
            ],
            subcommands: [setup, schema, add, edit, delete, importCommand, list, recommend, interactive])
    }

    private var discussion: String {
        let dishTypes = DishType.names.joined(separator: " ")
        let endpoint = AirtableConfiguration.localEndpoint.absoluteString
        let japanese = """
            端末でコマンドなしに起動すると、番号で選ぶ対話モードになります。

            選択肢は表の値か短い形で入力できます。曜日は 日曜日…土曜日
            (日, 月, Sun, Monday…)、お腹の具合は お腹いっぱい / 普通 / 空いている
            (空いてない, 空いてる, full, normal, hungry)、料理タイプは
            \(dishTypes)。

            環境変数：
              MEALLOG_BASE_ID        ベース。既定は \(MealTable.defaultBaseID)
              AIRTABLE_ENDPOINT_URL  既定は \(endpoint) (airtable-local)。
                                     Airtable なら https://api.airtable.com
              AIRTABLE_TOKEN         トークン (なければ AIRTABLE_API_KEY。ループバックの
                                     エンドポイントなら、scripts/up が書くファイル
                                     $XDG_CONFIG_HOME/courier/airtable-local.token)
              MEALLOG_TODAY          YYYY-MM-DD: 日付とおすすめに使う「今日」
              LC_ALL, LC_MESSAGES, LANG
                                     最初に設定されたもの。ja_JP.UTF-8 なら日本語、
                                     それ以外は英語
              NO_COLOR               色を付けない

            \(ExitCode.helpText(in: .japanese))
            """
        let english = """
            With no command on a terminal, meallog starts an interactive session with
            numbered pickers.

            Choices take the table's options or short forms: weekdays 日曜日…土曜日
            (日, 月, Sun, Monday…), hunger お腹いっぱい / 普通 / 空いている
            (空いてない, 空いてる, full, normal, hungry), dish types
            \(dishTypes).

            ENVIRONMENT:
              MEALLOG_BASE_ID        the base, default \(MealTable.defaultBaseID)
              AIRTABLE_ENDPOINT_URL  default \(endpoint) (airtable-local);
                                     https://api.airtable.com for Airtable
              AIRTABLE_TOKEN         the token (else AIRTABLE_API_KEY; for a loopback
                                     endpoint, else the file scripts/up writes:
                                     $XDG_CONFIG_HOME/courier/airtable-local.token)
              MEALLOG_TODAY          YYYY-MM-DD: today, for dates and recommendations
              LC_ALL, LC_MESSAGES, LANG
                                     the first set: ja_JP.UTF-8 for Japanese messages,
                                     else English
              NO_COLOR               no colours

            \(ExitCode.helpText(in: .english))
            """
        return text(japanese, english)
    }

    private var setup: Command<MealLogContext> {
        Command(
            "setup",
            summary: text(
                "食事の表がなければ作ります(何度実行しても安全です)。",
                "Create the meal table when it is missing (safe to repeat)."),
            options: [
                .flag("demo", help: text("付属の Dennys.csv も取り込みます。", "Also import the bundled Dennys.csv."))
            ],
            action: .run(SetupCommand.run))
    }

    /// Needs no token: `bench/meallog-import.sh` and `scripts/up` run it before the server is up.
    private var schema: Command<MealLogContext> {
        Command(
            "schema",
            summary: text(
                "食事記録のベースのスキーマを出力します(airtable-local --schema 用)。",
                "Print the meal log's base schema, for airtable-local --schema."),
            action: .printWithoutSettings { MealTable.schemaFile(baseID: MealLogSettings.baseID($0)) })
    }

    private var add: Command<MealLogContext> {
        Command(
            "add", summary: text("食事を記録します。", "Log a meal."),
            discussion: text(
                """
                端末では、指定しなかった項目を対話モードと同じ選択肢でたずねます。
                端末以外では、足りない項目はエラーです。
                """,
                """
                At a terminal, the fields not given are asked for, with the interactive mode's
                pickers; elsewhere a missing field is an error.
                """),
            options: mealOptions, action: .run(MealCommands.add))
    }

    /// The fields of a meal as options, for `add` and `edit`.
    private var mealOptions: [Option] {
        [
            .value(
                "type", valueName: text("種類", "type"),
                help: text("料理タイプ：", "Dish type: ") + listed(DishType.names)),
            .value("name", valueName: text("料理名", "name"), help: text("料理の名前。", "The dish's name.")),
            .value(
                "week", valueName: text("曜日", "weekday"),
                help: text("曜日(日曜日…土曜日、月、Monday…)。", "Weekday (日曜日…土曜日, 月, Monday…).")),
            .value(
                "status", valueName: text("お腹の具合", "hunger"),
                help: text("お腹の具合：", "Hunger: ") + listed(HungerState.names)),
            .value("store", valueName: text("店名", "store"), help: text("お店。", "The restaurant.")),
            .value(
                "date", valueName: "YYYY-MM-DD",
                help: text(
                    "日付(add の既定: 今日までで最後のその曜日)。",
                    "The day (add's default: the latest such weekday up to today).")),
        ]
    }

    /// `names` as a sentence's list: `肉、デザート。` or `肉, デザート.`
    private func listed(_ names: [String]) -> String {
        names.joined(separator: text("、", ", ")) + text("。", ".")
    }

    private var edit: Command<MealLogContext> {
        Command(
            "edit",
            summary: text(
                "記録した食事を変えます。指定した項目だけが変わります。",
                "Change a logged meal; only the fields given change."),
            discussion: text(
                """
                --week なしで --date を変えると、曜日はその日付の曜日になります。--date
                なしで --week を変えると、食事をその週(日曜日から土曜日)のその曜日に移し
                ます(その日がまだ来ていなければ、最後のその曜日に)。端末で項目を一つも指
                定しなければ、今の値を既定にしてすべての項目をたずねます。
                """,
                """
                A new --date without --week takes the date's weekday; a new --week without
                --date moves the meal to that day of its week, Sunday to Saturday (to the
                latest such weekday when that day is still to come). At a terminal with no
                field given, every field is asked for, its current value the default.
                """),
            arguments: [mealArgument], options: mealOptions, action: .run(EditCommands.edit))
    }

    private var delete: Command<MealLogContext> {
        Command(
            "delete", summary: text("記録した食事を削除します。", "Delete a logged meal."), arguments: [mealArgument],
            options: [
                .flag(
                    "yes", short: "y",
                    help: text("端末でも確認しません。", "Do not ask for confirmation at a terminal."))
            ],
            action: .run(EditCommands.delete))
    }

    private var mealArgument: Argument {
        .required(
            "id",
            help: text(
                "食事のレコード ID (rec…)。'meallog list --json' で分かります。",
                "The meal's record id (rec…), as 'meallog list --json' gives it."))
    }

    private var importCommand: Command<MealLogContext> {
        Command(
            "import",
            summary: text(
                "CSV から食事を取り込みます: type,name,week,status[,store][,date]。",
                "Import meals from CSV: type,name,week,status[,store][,date]."),
            discussion: text(
                """
                ファイルは送りながら読むので、大きさを問いません。パイプやプロセス置換
                (<(…)) でもかまいません。行は 10 件ずつ、日付・お店・料理で upsert して
                送るので、取り込みをもう一度実行すると、重複なしに続きから再開します。
                """,
                """
                The file is read as it is sent, so it may be of any size, and may be a pipe or
                a process substitution (<(…)). Rows go in batches of 10, upserted on the day,
                store and dish, so running an import again resumes it without duplicates.
                """),
            arguments: [
                .required(
                    "file", help: text("CSV ファイル(標準入力なら -)。", "The CSV file (- for standard input)."))
            ],
            options: [
                .flag(
                    "check",
                    help: text(
                        "すべての行を確かめて、取り込めない行を報告します。何も送りません。",
                        "Check every row and report the bad ones; send nothing."))
            ],
            action: .run(ImportCommand.run))
    }

    private var list: Command<MealLogContext> {
        Command(
            "list", summary: text("食事を日付順に一覧表示します。", "List the meals, by date."),
            options: [
                .value("week", valueName: text("曜日", "weekday"), help: text("この曜日だけ。", "Only this weekday.")),
                .value("store", valueName: text("店名", "store"), help: text("このお店だけ。", "Only this store.")),
                .value(
                    "type", valueName: text("種類", "type"), help: text("この料理タイプだけ。", "Only this dish type.")),
                .value("from", valueName: "YYYY-MM-DD", help: text("この日から。", "Only from this day.")),
                .value("to", valueName: "YYYY-MM-DD", help: text("この日まで。", "Only up to this day.")),
            ],
            action: .run(MealCommands.list))
    }

    private var recommend: Command<MealLogContext> {
        Command(
            "recommend",
            summary: text(
                "曜日とお腹の具合からおすすめの料理と、その理由を出します。",
                "Recommend a dish for a weekday and hunger state, and say why."),
            options: [
                .value("week", valueName: text("曜日", "weekday"), help: text("曜日。", "The weekday.")),
                .value(
                    "status", valueName: text("お腹の具合", "hunger"),
                    help: text("お腹の具合。", "How hungry you are.")),
            ],
            action: .run(MealCommands.recommend))
    }

    private var interactive: Command<MealLogContext> {
        MealLogCommandLine.interactiveCommand(
            summary: text(
                "標準入力から読みながら、メニューで記録・一覧・編集・おすすめをします。",
                "Log, list, edit and recommend with menus, reading from standard input."))
    }
}
