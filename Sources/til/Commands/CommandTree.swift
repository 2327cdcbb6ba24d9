import TILClient
import Terminal

/// Every `til` command, declared once with its handler: the parser, `--help`, usage errors and
/// what runs all come from here.
enum CommandTree {
    static let root = Command<TILContext>(
        "til", summary: "Browse and edit the TIL (Today I Learned) API from the terminal.",
        discussion: """
            With no command on a terminal, til starts an interactive session (as does
            'til interactive'), which asks for a login only before a change.

            Acronyms, users and categories may be named by id, or by short form, username
            and name.

            ENVIRONMENT:
              TIL_API_URL       the server, default \(TILConfiguration.defaultServerAddress)
              TIL_AUTH=off      the server has no logins (the book's chapter 11 API)
              XDG_CONFIG_HOME   the login is kept in $XDG_CONFIG_HOME/til/credentials.json
                                (default ~/.config/til/credentials.json), readable only
                                by you
              NO_COLOR          no colours

            \(ExitCode.helpText)
            """,
        options: [.json, .verbose], subcommands: [login, logout, acronyms, users, categories, interactive])

    static let login = Command<TILContext>(
        "login", summary: "Log in and keep the token for later commands.",
        options: [
            .value(
                "username", short: "u", valueName: "name", help: "Your username (asked for when missing)."),
            .flag("password-stdin", help: "Read the password from standard input (first line)."),
        ],
        action: .run(AuthCommands.login))

    static let logout = Command<TILContext>(
        "logout", summary: "End the saved login, here and on the server.",
        options: [
            .flag(
                "everywhere",
                help: "End every login of the user on the server, other devices' too (a lost one's).")
        ],
        action: .run(AuthCommands.logout))

    static let interactive = TILCommandLine.interactiveCommand()

    static let acronyms = Command<TILContext>(
        "acronyms", summary: "List, show, create, edit, delete and search acronyms.",
        subcommands: [
            Command(
                "list", summary: "List every acronym.",
                options: [.flag("sorted", help: "Sort by short form.")], action: .run(AcronymCommands.list)),
            Command(
                "show", summary: "Show an acronym, its user and its categories.",
                arguments: [acronymArgument],
                action: .run(AcronymCommands.show)),
            Command(
                "create", summary: "Create an acronym.", options: acronymFields,
                action: .run(AcronymEditCommands.create)),
            Command(
                "edit", summary: "Change an acronym.", arguments: [acronymArgument], options: acronymFields,
                action: .run(AcronymEditCommands.edit)),
            Command(
                "delete", summary: "Delete an acronym.", arguments: [acronymArgument],
                options: [.flag("yes", short: "y", help: "Do not ask for confirmation.")],
                action: .run(AcronymCommands.delete)),
            Command(
                "search", summary: "Find acronyms whose short form or meaning is exactly TERM.",
                arguments: [.required("term", help: "The exact short form or meaning (case-sensitive).")],
                action: .run(AcronymCommands.search)),
            Command(
                "add-category", summary: "File an acronym under a category.",
                arguments: [acronymArgument, categoryArgument], action: .run(CategoryLinkCommands.add)),
            Command(
                "remove-category", summary: "Take an acronym out of a category.",
                arguments: [acronymArgument, categoryArgument], action: .run(CategoryLinkCommands.remove)),
        ],
        defaultSubcommand: "list")

    static let users = Command<TILContext>(
        "users", summary: "List, show and create users.",
        subcommands: [
            Command("list", summary: "List every user.", action: .run(UserCommands.list)),
            Command(
                "create", summary: "Create a user.",
                options: [
                    .value("name", valueName: "name", help: "The user's name."),
                    .value("username", short: "u", valueName: "name", help: "The username."),
                    .flag("password-stdin", help: "Read the new user's password from standard input."),
                ],
                action: .run(UserCommands.create)),
            Command(
                "show", summary: "Show a user and their acronyms.", arguments: [userArgument],
                action: .run { await UserCommands.show($0, acronymsOnly: false) }),
            Command(
                "acronyms", summary: "List a user's acronyms.", arguments: [userArgument],
                action: .run { await UserCommands.show($0, acronymsOnly: true) }),
        ],
        defaultSubcommand: "list")

    static let categories = Command<TILContext>(
        "categories", summary: "List, show and create categories.",
        subcommands: [
            Command("list", summary: "List every category.", action: .run(CategoryCommands.list)),
            Command(
                "create", summary: "Create a category.",
                options: [.value("name", valueName: "name", help: "The category's name.")],
                action: .run(CategoryCommands.create)),
            Command(
                "show", summary: "Show a category and its acronyms.", arguments: [categoryArgument],
                action: .run { await CategoryCommands.show($0, acronymsOnly: false) }),
            Command(
                "acronyms", summary: "List a category's acronyms.", arguments: [categoryArgument],
                action: .run { await CategoryCommands.show($0, acronymsOnly: true) }),
        ],
        defaultSubcommand: "list")

    private static let acronymArgument = Argument.required("acronym", help: "An acronym id or short form.")
    private static let userArgument = Argument.required("user", help: "A user id or username.")
    private static let categoryArgument = Argument.required("category", help: "A category id or name.")

    private static let acronymFields: [Option] = [
        .value("short", short: "s", valueName: "str", help: "The acronym, e.g. OMG."),
        .value("long", short: "l", valueName: "str", help: "What it means, e.g. \"Oh My God\"."),
        .value("user", valueName: "who", help: "The owner's id or username (only when TIL_AUTH=off)."),
    ]
}
