import Airtable
import MealLog
import Terminal

/// Every `meallog` command, declared once with its handler: the parser, `--help`, usage errors and
/// what runs all come from here.
enum CommandTree {
    static let root = Command<MealLogContext>(
        "meallog",
        summary: "Log restaurant meals in Airtable, import CSV, and get a recommendation.",
        discussion: """
            With no command on a terminal, meallog starts an interactive session with
            numbered pickers.

            Choices take the table's options or short forms: weekdays 日曜日…土曜日
            (日, 月, Sun, Monday…), hunger お腹いっぱい / 普通 / 空いている
            (空いてない, 空いてる, full, normal, hungry), dish types
            \(DishType.names.joined(separator: " ")).

            ENVIRONMENT:
              MEALLOG_BASE_ID        the base, default \(MealTable.defaultBaseID)
              AIRTABLE_ENDPOINT_URL  default \(AirtableConfiguration.localEndpoint.absoluteString) (airtable-local);
                                     https://api.airtable.com for Airtable
              AIRTABLE_TOKEN         the token (else AIRTABLE_API_KEY; for a loopback
                                     endpoint, else the file scripts/up writes:
                                     $XDG_CONFIG_HOME/courier/airtable-local.token)
              MEALLOG_TODAY          YYYY-MM-DD: today, for dates and recommendations
              LC_ALL, LC_MESSAGES, LANG
                                     the first set: ja_JP.UTF-8 for Japanese messages,
                                     else English
              NO_COLOR               no colours

            \(ExitCode.helpText)
            """,
        options: [
            .json,
            .flag(
                "offline",
                help: "Use the sample meals in an in-memory base; nothing leaves the machine or is kept.",
                inherited: true),
            .verbose,
        ],
        subcommands: [setup, schema, add, edit, delete, importCommand, list, recommend, interactive])

    static let setup = Command<MealLogContext>(
        "setup", summary: "Create the meal table when it is missing (safe to repeat).",
        options: [.flag("demo", help: "Also import the bundled Dennys.csv.")], action: .run(SetupCommand.run))

    /// Needs no token: `bench/meallog-import.sh` and `scripts/up` run it before the server is up.
    static let schema = Command<MealLogContext>(
        "schema", summary: "Print the meal log's base schema, for airtable-local --schema.",
        action: .printWithoutSettings { MealTable.schemaFile(baseID: MealLogSettings.baseID($0)) })

    static let add = Command<MealLogContext>(
        "add", summary: "Log a meal.",
        discussion: """
            At a terminal, the fields not given are asked for, with the interactive mode's
            pickers; elsewhere a missing field is an error.
            """,
        options: mealOptions,
        action: .run(MealCommands.add))

    /// The fields of a meal as options, for `add` and `edit`.
    static let mealOptions: [Option] = [
        .value("type", valueName: "type", help: "Dish type: \(DishType.names.joined(separator: ", "))."),
        .value("name", valueName: "name", help: "The dish's name."),
        .value("week", valueName: "weekday", help: "Weekday (日曜日…土曜日, 月, Monday…)."),
        .value(
            "status", valueName: "hunger", help: "Hunger: \(HungerState.names.joined(separator: ", "))."),
        .value("store", valueName: "store", help: "The restaurant."),
        .value(
            "date", valueName: "YYYY-MM-DD",
            help: "The day (add's default: the latest such weekday up to today)."),

    ]

    static let edit = Command<MealLogContext>(
        "edit", summary: "Change a logged meal; only the fields given change.",
        discussion: """
            A new --date without --week takes the date's weekday; a new --week without
            --date moves the meal to that day of its week, Sunday to Saturday (to the
            latest such weekday when that day is still to come). At a terminal with no
            field given, every field is asked for, its current value the default.
            """,
        arguments: [mealArgument], options: mealOptions, action: .run(EditCommands.edit))

    static let delete = Command<MealLogContext>(
        "delete", summary: "Delete a logged meal.", arguments: [mealArgument],
        options: [.flag("yes", short: "y", help: "Do not ask for confirmation at a terminal.")],
        action: .run(EditCommands.delete))

    private static let mealArgument = Argument.required(
        "id", help: "The meal's record id (rec…), as 'meallog list --json' gives it.")

    static let importCommand = Command<MealLogContext>(
        "import", summary: "Import meals from CSV: type,name,week,status[,store][,date].",
        discussion: """
            The file is read as it is sent, so it may be of any size, and may be a pipe or
            a process substitution (<(…)). Rows go in batches of 10, upserted on the day,
            store and dish, so running an import again resumes it without duplicates.
            """,
        arguments: [csvFile],
        options: [.flag("check", help: "Check every row and report the bad ones; send nothing.")],
        action: .run(ImportCommand.run))

    static let list = Command<MealLogContext>(
        "list", summary: "List the meals, by date.",
        options: [
            .value("week", valueName: "weekday", help: "Only this weekday."),
            .value("store", valueName: "store", help: "Only this store."),
            .value("type", valueName: "type", help: "Only this dish type."),
            .value("from", valueName: "YYYY-MM-DD", help: "Only from this day."),
            .value("to", valueName: "YYYY-MM-DD", help: "Only up to this day."),
        ],
        action: .run(MealCommands.list))

    static let recommend = Command<MealLogContext>(
        "recommend", summary: "Recommend a dish for a weekday and hunger state, and say why.",
        options: [
            .value("week", valueName: "weekday", help: "The weekday."),
            .value("status", valueName: "hunger", help: "How hungry you are."),
        ],
        action: .run(MealCommands.recommend))

    static let interactive = MealLogCommandLine.interactiveCommand(
        summary: "Log, list, edit and recommend with menus, reading from standard input.")

    private static let csvFile = Argument.required("file", help: "The CSV file (- for standard input).")
}
