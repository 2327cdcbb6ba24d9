import Airtable
import Planner
import Terminal

/// Every `planner` command, declared once with its handler: the parser, `--help`, usage errors and
/// what runs all come from here.
enum CommandTree {
    static let root = Command<PlannerContext>(
        "planner", summary: "A translator's orders and deadlines, kept in an Airtable base.",
        discussion: """
            With no command on a terminal, planner starts an interactive session (as does
            'planner interactive'). An order is named by its number in 'planner list'
            (the whole list's, whatever filter it shows) or by its record id (rec…).

            ENVIRONMENT:
              AIRTABLE_ENDPOINT_URL  the Airtable API, default \(AirtableConfiguration.localEndpoint.absoluteString)
                                     (scripts/up's airtable-local); https://api.airtable.com
                                     for real Airtable
              AIRTABLE_TOKEN         the token (else AIRTABLE_API_KEY; for a loopback
                                     endpoint, else the file scripts/up writes:
                                     $XDG_CONFIG_HOME/courier/airtable-local.token)
              PLANNER_BASE_ID        the base, default appCourierPlanner
              PLANNER_CURRENCY       shown after fees (€, EUR…), default none
              NO_COLOR               no colours

            \(ExitCode.helpText)
            """,
        options: [.json, .verbose],
        subcommands: [setup, schema, list, show, add, edit, done, delete, totals, interactive])

    static let setup = Command<PlannerContext>(
        "setup", summary: "Create the orders table when it is missing (safe to repeat).",
        options: [.flag("demo", help: "Also add the four sample orders, unless they are there.")],
        action: .run(SetupCommand.run))

    /// Needs no token: `scripts/up` runs it before the server is up.
    static let schema = Command<PlannerContext>(
        "schema", summary: "Print the planner's base schema, for airtable-local --schema.",
        action: .printWithoutSettings {
            JSONText.pretty(PlannerSchema.baseFile(id: PlannerSettings.baseID($0)))
        })

    static let list = Command<PlannerContext>(
        "list", summary: "List every order, in sections by deadline.",
        options: [
            .value("customer", short: "c", valueName: "name", help: "Only this customer's orders."),
            .flag("open", help: "Hide done orders."),
        ],
        action: .run(OrderCommands.list))

    static let show = Command<PlannerContext>(
        "show", summary: "Show one order.", arguments: [orderArgument], action: .run(OrderCommands.show))

    static let add = Command<PlannerContext>(
        "add", summary: "Add an order.", options: fieldOptions, action: .run(EditCommands.add))

    static let edit = Command<PlannerContext>(
        "edit", summary: "Change an order; only the changed fields are sent.", arguments: [orderArgument],
        options: fieldOptions + [
            .flag("done", help: "Mark the order done."), .flag("not-done", help: "Mark the order not done."),
        ],
        action: .run(EditCommands.edit))

    static let done = Command<PlannerContext>(
        "done", summary: "Mark an order done (or, with --undo, open again).", arguments: [orderArgument],
        options: [.flag("undo", help: "Mark the order not done.")], action: .run(OrderCommands.done))

    static let delete = Command<PlannerContext>(
        "delete", summary: "Delete an order.", arguments: [orderArgument],
        options: [.flag("yes", short: "y", help: "Do not ask for confirmation.")],
        action: .run(OrderCommands.delete))

    static let totals = Command<PlannerContext>(
        "totals", summary: "Fees per customer, open and done.", action: .run(OrderCommands.totals))

    static let interactive = PlannerCommandLine.interactiveCommand()

    private static let orderArgument = Argument.required(
        "id", help: "The order: its number in 'planner list', or its record id (rec…).")

    static let fieldOptions: [Option] = [
        .value("name", short: "n", valueName: "text", help: "What to translate (required when adding)."),
        .value(
            "deadline", short: "d", valueName: "date",
            help: "When it is due: YYYY-MM-DD, DD.MM.YYYY, today, tomorrow or +N days; empty for none."),
        .value("customer", short: "c", valueName: "text", help: "Who ordered it; empty for none."),
        .value("summary", short: "s", valueName: "text", help: "A note; empty for none."),
        .value(
            "fee", short: "f", valueName: "amount",
            help: "The estimate, e.g. 120, 99.50 or 99,50; empty for none."),
    ]
}
