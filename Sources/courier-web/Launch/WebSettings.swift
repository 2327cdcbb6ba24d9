import Airtable
import AirtableModel
import Basics
import Foundation
import GitHub
import HTTPServer
import MealLog
import Planner
import SQL
import TILClient
import Web

/// Where the backends are, read from the same environment variables as the terminal tools, with
/// the same defaults and token file, and where the sessions are kept.
struct WebSettings: Sendable {
    var hostname: String
    var port: Int
    let til: TILConfiguration
    /// `nil` when no Airtable token can be found: the Airtable apps then say so on their pages.
    let airtable: AirtableConfiguration?
    /// Why there is no Airtable configuration.
    let airtableProblem: AirtableError?
    let plannerBaseID: String
    /// `PLANNER_CURRENCY`, shown after the planner's fees.
    let plannerCurrency: String?
    let mealLogBaseID: String
    /// `MEALLOG_TODAY` (`YYYY-MM-DD`): the day the meal log takes as today, as `meallog` does; `nil`
    /// for the clock's.
    let mealLogToday: Day?
    let github: GitHubConfiguration
    /// `COURIER_WEB_SESSIONS`: a SQLite file, `:memory:`, or a `postgres://` URL shared by instances.
    let sessions: String
    /// `COURIER_WEB_ALLOWED_HOSTS`: names the site answers to besides addresses and `localhost`.
    let hosts: AllowedHosts
    /// `COURIER_WEB_SECURE_COOKIES=1`: the site is reached over HTTPS (through a proxy), so its
    /// cookie is marked `Secure`.
    let secureCookies: Bool
    /// `COURIER_WEB_GITHUB_REQUESTS`: the requests to GitHub one client may make an hour (`0`:
    /// no limit); when unset, ``SearchAllowance/defaultPerHour`` with a GitHub token and
    /// ``SearchAllowance/defaultPerHourWithoutToken`` without.
    let githubRequestsPerHour: Int?
    /// `COURIER_WEB_TRUSTED_PROXIES`: the proxies (numeric addresses) whose `X-Forwarded-For`
    /// names the client, so that limits per client count the browsers behind them.
    let trustedProxies: Set<String>

    /// Reads the environment; a setting that cannot be used is an error saying which.
    init(environment: [String: String], hostname: String, port: Int) throws(WebSettingError) {
        self.hostname = hostname
        self.port = port
        do throws(TILError) {
            til = try TILConfiguration(environment: environment)
        } catch {
            throw WebSettingError(error.description)
        }
        do throws(AirtableError) {
            airtable = try AirtableConfiguration.fromEnvironment(
                environment, defaultEndpoint: AirtableConfiguration.localEndpoint)
            airtableProblem = nil
        } catch {
            if error.failureKind != .authentication { throw WebSettingError(error.message) }
            airtable = nil
            airtableProblem = error
        }
        plannerBaseID = PlannerSettings.baseID(environment)
        plannerCurrency = PlannerSettings.currency(environment)
        mealLogBaseID = MealLogSettings.baseID(environment)
        do throws(MealLogSettings.BadToday) {
            mealLogToday = try MealLogSettings.today(environment)
        } catch {
            throw WebSettingError("MEALLOG_TODAY must be YYYY-MM-DD, not \"\(error.text)\"")
        }
        do throws(GitHubError) {
            github = try GitHubConfiguration(environment: environment)
        } catch {
            throw WebSettingError(error.description)
        }
        sessions = environment["COURIER_WEB_SESSIONS"]?.nonBlank ?? "courier-web-sessions.sqlite"
        hosts = AllowedHosts(list: environment["COURIER_WEB_ALLOWED_HOSTS"] ?? "")
        switch environment["COURIER_WEB_SECURE_COOKIES"]?.trimmed.lowercased() ?? "" {
        case "", "0", "false", "no": secureCookies = false
        case "1", "true", "yes": secureCookies = true
        case let other:
            throw WebSettingError("COURIER_WEB_SECURE_COOKIES must be 1 or 0, not \"\(other.prefix(40))\"")
        }
        guard
            let proxies = ForwardedFor.trustedProxies(list: environment["COURIER_WEB_TRUSTED_PROXIES"] ?? "")
        else {
            throw WebSettingError(
                "COURIER_WEB_TRUSTED_PROXIES must list numeric addresses separated by commas")
        }
        trustedProxies = proxies
        switch environment["COURIER_WEB_GITHUB_REQUESTS"]?.trimmed ?? "" {
        case "":
            githubRequestsPerHour =
                github.token == nil
                ? SearchAllowance.defaultPerHourWithoutToken : SearchAllowance.defaultPerHour
        case "0": githubRequestsPerHour = nil
        case let text:
            guard let count = Int(text), count > 0, count <= 1_000_000 else {
                throw WebSettingError(
                    "COURIER_WEB_GITHUB_REQUESTS must be a number of requests an hour (0: no limit), not"
                        + " \"\(text.prefix(40))\"")
            }
            githubRequestsPerHour = count
        }
    }
}

/// A setting `courier-web` cannot start with.
struct WebSettingError: Error, Sendable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension WebSettings: SecretHolding {
    /// The settings without their secrets (the Airtable and GitHub tokens, a sessions URL's
    /// password): printed or dumped, none is shown.
    var description: String {
        "courier-web \(hostname):\(port), TIL \(til.serverKey), Airtable \(airtable?.endpoint.absoluteString ?? "none")"
            + " \(secretMask), GitHub \(github), sessions \(DatabaseLocation(sessions))"
    }
}
