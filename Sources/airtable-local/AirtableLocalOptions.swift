import AirtableModel
import Basics
import HTTPServer
import Terminal

/// The command line of `airtable-local`:
///
/// ```
/// airtable-local [--hostname 127.0.0.1] [--port 8081] [--schema FILE…] [--data PATH|:memory:]
///                [--token TOKEN]… [--no-rate-limit] [--rate-limit-penalty SECONDS]
/// ```
///
/// `--schema` takes one or more files (`--schema a.json b.json` or repeated); without any, the server
/// serves the bases the data file holds from `POST /v0/meta/bases`. `--token` may repeat;
/// `AIRTABLE_LOCAL_TOKEN` adds a token from the environment.
struct AirtableLocalOptions: ServerSettings, Equatable {
    var hostname = AirtableLocalAddress.host
    var port = AirtableLocalAddress.port
    var schemaFiles: [String] = []
    /// The SQLite data file, or `:memory:`; by default in the working directory.
    var data = "airtable-local.sqlite"
    var tokens: [String] = []
    var rateLimits = true
    /// How long a base that got a 429 keeps answering 429 (`--rate-limit-penalty`); zero (the
    /// default) for none.
    var rateLimitPenalty: Duration = .zero
    var helpRequested = false

    static let command = Command(
        "airtable-local", summary: "A local server that speaks Airtable's Web API.",
        discussion: """
            Serves each base of the schema files, and those created with POST
            /v0/meta/bases, at http://HOST:PORT/v0 (point a client's endpoint URL there).
            Records and created bases live in SQLite (--data) and survive restarts.
            Without --token or AIRTABLE_LOCAL_TOKEN a token is made at start and printed.
            Rate limits (\(AirtableLimits.requestsPerBase) requests per second per base, \
            \(AirtableLimits.requestsPerToken) per token) are on unless
            --no-rate-limit. With --rate-limit-penalty SECONDS, a base that got a 429
            answers 429 for that long (Airtable documents 30); by default there is no
            lockout. SIGINT or SIGTERM stops it gracefully.
            """,
        options: [
            .hostname(default: AirtableLocalOptions().hostname), .port(default: AirtableLocalOptions().port),
            .value(
                "schema", valueName: "file…",
                help: "base schema files ({\"id\",\"name\",\"tables\"}); one or more"),
            .value(
                "data", valueName: "path",
                help: "SQLite data file or :memory: (default ./airtable-local.sqlite)"),
            .value(
                "token", valueName: "token",
                help: "a bearer token to accept (repeatable; env AIRTABLE_LOCAL_TOKEN)"),
            .flag("no-rate-limit", help: "turn Airtable's rate limits off"),
            .value(
                "rate-limit-penalty", valueName: "seconds",
                help: "after a 429, the base answers 429 this long (default 0: no lockout)"),
        ])

    /// Reads `arguments` (without the program name) and the environment.
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError)
        -> AirtableLocalOptions
    {
        var options = AirtableLocalOptions()
        let invocation = try ArgumentParser.parse(expandingSchemaLists(arguments), root: command)
        if invocation.wantsHelp {
            options.helpRequested = true
            return options
        }
        if let host = invocation.value("hostname") { options.hostname = host }
        options.port = try invocation.port(default: options.port)
        options.schemaFiles = invocation.values["schema"] ?? []
        if let data = invocation.value("data") { options.data = data }
        // Spaces around a token are not part of it, as the clients read theirs.
        if let token = environment["AIRTABLE_LOCAL_TOKEN"]?.nonBlank { options.tokens.append(token) }
        options.tokens += (invocation.values["token"] ?? []).compactMap(\.nonBlank)
        options.rateLimits = !invocation.flag("no-rate-limit")
        if let penalty = invocation.value("rate-limit-penalty") {
            guard let seconds = Double(penalty), seconds.isFinite, (0...86_400).contains(seconds) else {
                throw UsageError(
                    "--rate-limit-penalty must be a number of seconds in 0…86400, not \"\(penalty)\"",
                    commands: [command])
            }
            options.rateLimitPenalty = .seconds(seconds)
        }
        return options
    }

    /// `--schema a b --port 1` → `--schema a --schema b --port 1`.
    static func expandingSchemaLists(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var inSchemaList = false
        for argument in arguments {
            if argument.hasPrefix("-") {
                inSchemaList = argument == "--schema"
                if !inSchemaList { result.append(argument) }
                continue
            }
            if inSchemaList { result.append("--schema") }
            result.append(argument)
        }
        return result
    }
}

extension AirtableLocalOptions: SecretHolding {
    /// The options with the tokens masked: printed, dumped or in a failed test, none is shown.
    var description: String {
        "airtable-local \(hostname):\(port), data \(data), \(tokens.count) token(s) \(secretMask)"
            + ", schemas \(schemaFiles), rate limits \(rateLimits ? "on" : "off")"
    }
}
