import Airtable
import GitHub
import HTTPServer
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
              COURIER_WEB_ALLOWED_HOSTS  names the site answers to besides its addresses
                                     and localhost (a proxy's, a machine's), separated
                                     by commas; any other Host is refused (421)
              COURIER_WEB_SECURE_COOKIES  1 when the site is reached over HTTPS (a
                                     proxy): the session cookie is then Secure

            EXIT CODES:
              0  stopped by a signal
              1  could not start (a setting, the port, the session database)
              2  usage error
            """,
        options: [
            .hostname(default: defaultHostname), .port(default: defaultPort),
        ],
        action: .run(Serve.run))

    static let defaultHostname = ServerConfiguration.defaultHost
    static let defaultPort = 8082

    static func context(for launch: Launch<WebContext>) throws(StartFailure) -> WebContext {
        let invocation = launch.invocation
        let port: Int
        do throws(UsageError) {
            port = try invocation.port(default: defaultPort)
        } catch {
            throw .usage(error)
        }
        let hostname = invocation.value("hostname") ?? defaultHostname
        do throws(WebSettingError) {
            let settings = try WebSettings(environment: launch.environment, hostname: hostname, port: port)
            return WebContext(launch: launch, settings: settings)
        } catch {
            throw .setting(.input(error.description))
        }
    }

    static func interactive(_ context: WebContext) async -> ExitCode { await Serve.run(context) }
}
