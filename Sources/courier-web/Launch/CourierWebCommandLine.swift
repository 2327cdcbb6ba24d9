import Airtable
import GitHub
import MealLog
import Planner
import TILClient
import Terminal

/// `courier-web [--hostname 127.0.0.1] [--port 8082]`: the four apps as web pages.
enum CourierWebCommandLine: CommandLineTool {
    static let root = Command<WebContext>(
        "courier-web",
        summary: "Serve the planner, the meal log, the TIL app and the repository viewer as web pages.",
        discussion: """
            Prints 'courier-web listening on http://HOST:PORT' once it serves; SIGINT or
            SIGTERM stop it gracefully.

            ENVIRONMENT (the terminal tools' settings, with their defaults):
              TIL_API_URL            the TIL server, default \(TILConfiguration.defaultServerAddress)
              AIRTABLE_ENDPOINT_URL  the Airtable API, default \(AirtableConfiguration.localEndpoint.absoluteString)
              AIRTABLE_TOKEN         (or AIRTABLE_API_KEY) the token; else, for a local
                                     endpoint, $XDG_CONFIG_HOME/courier/airtable-local.token
              PLANNER_BASE_ID        the planner's base, default \(PlannerSchema.defaultBaseID)
              PLANNER_CURRENCY       shown after the planner's fees (€, EUR…)
              MEALLOG_BASE_ID        the meal log's base, default \(MealTable.defaultBaseID)
              MEALLOG_TODAY          YYYY-MM-DD: today, for the meal log's dates and
                                     recommendations (default: the clock's)
              GITHUB_API_URL         the GitHub API, default \(GitHubConfiguration.defaultAPIURL)
              GITHUB_TOKEN           a GitHub token (sent to the GitHub API only)
              COURIER_WEB_SESSIONS   where sessions are kept: a SQLite file (default
                                     courier-web-sessions.sqlite), :memory:, or a
                                     postgres:// URL that every instance behind a proxy
                                     shares

            EXIT CODES:
              0  stopped by a signal
              1  could not start (a setting, the port, the session database)
              2  usage error
            """,
        options: [
            .value("hostname", valueName: "host", help: "The address to listen on (default 127.0.0.1)."),
            .value("port", valueName: "port", help: "The port, 0 for any free one (default 8082)."),
        ],
        action: .run(Serve.run))

    static func context(for launch: Launch<WebContext>) throws(StartFailure) -> WebContext {
        let invocation = launch.invocation
        let portText = invocation.value("port") ?? "8082"
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw .usage(invocation.usageError("--port must be a number from 0 to 65535, not '\(portText)'"))
        }
        let hostname = invocation.value("hostname") ?? "127.0.0.1"
        do throws(WebSettingError) {
            let settings = try WebSettings(environment: launch.environment, hostname: hostname, port: port)
            return WebContext(launch: launch, settings: settings)
        } catch {
            throw .setting(.input(error.description))
        }
    }

    static func interactive(_ context: WebContext) async -> ExitCode { await Serve.run(context) }
}
