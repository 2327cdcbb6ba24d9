import Airtable
import Basics
import Foundation
import HTTPServer
import MealLog
import Planner
import SQL
import Terminal
import Web

/// Starts the site and serves until SIGINT or SIGTERM.
enum Serve {
    @MainActor
    static func run(_ context: WebContext) async -> ExitCode {
        let settings = context.settings
        Server.catchSignals()
        let til = TILApp(configuration: settings.til)
        let sessions: SQLSessionStore
        let siteKey: [UInt8]
        do {
            // A login whose web session ended without a logout is ended on the TIL server too; a
            // full store forgets the sessions without a login first.
            sessions = try SQLSessionStore(
                database: try openDatabase(settings.sessions), keeps: { $0[TILApp.loginKey] != nil },
                whenEnded: EndedLogins(til).revoke)
            siteKey = try sessions.siteKey()
        } catch let error as SQLError where error.kind == .unreachable {
            // The message names the file or the server, and why it cannot be opened.
            return context.output.fail(.input("The session database cannot be opened: \(error.message)"))
        } catch {
            return context.output.fail(
                .input(
                    "The session database \(DatabaseLocation(settings.sessions)) cannot be opened: \(error)"))
        }
        let imports = ImportJobs()
        let airtable = AirtableClient(
            settings.airtable
                ?? AirtableConfiguration(endpoint: AirtableConfiguration.localEndpoint, token: ""))
        let site = Site(
            gate: PageGate(
                store: sessions, csrf: CSRFCheck(key: siteKey), clock: SystemClock(),
                submissions: RepeatedSubmissions(clock: SystemClock()), secureCookies: settings.secureCookies),
            til: til,
            repos: ReposApp(
                configuration: settings.github,
                allowance: SearchAllowance(perHour: settings.githubRequestsPerHour)),
            planner: plannerApp(settings, airtable: airtable),
            mealLog: mealLogApp(settings, airtable: airtable, imports: imports), hosts: settings.hosts)
        var configuration = ServerConfiguration(
            host: settings.hostname, port: settings.port, maxBodyBytes: Site.maxBodyBytes, logLevel: .notice,
            accessLogLevel: .debug, renderError: SitePages.serverError)
        configuration.trustedProxies = settings.trustedProxies
        let server = Server(configuration: configuration, responder: site.responder)
        let port: Int
        do {
            port = try server.start()
        } catch {
            // "Cannot listen on HOST:PORT: why".
            return context.output.fail(.input(error.description))
        }
        context.console.print(
            "courier-web listening on http://\(URLHost.bracketed(settings.hostname)):\(port)")
        forgetEndedSessions(sessions)
        // The main actor stays free for the pages while another thread waits for the signal.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                server.runUntilSignalled()
                done.resume()
            }
        }
        await finishImports(imports, console: context.console)
        return .success
    }

    /// How long a stopped site waits for the CSV imports still running: 300 requests of 10 rows at
    /// the base's 5 a second, short of the 90 seconds a service manager gives a program to stop
    /// before it kills it.
    static let importsGrace = Duration.seconds(60)

    /// Once the site no longer serves, waits for the imports that scripts started (``importsGrace``
    /// at most), saying so, so that a stop does not cut one off after the batch it was at. One
    /// still running then is left where it is: its rows sent are kept, and importing the file
    /// again adds the rest without duplicates.
    @MainActor
    private static func finishImports(_ imports: ImportJobs, console: Console) async {
        let running = imports.running
        guard running > 0 else { return }
        let grace = Int(importsGrace.seconds)
        console.printError("Waiting up to \(grace) s for \(csvImports(running)) to finish…")
        let left = await imports.finishRunning(within: importsGrace, clock: SystemClock())
        guard left > 0 else { return }
        console.printError(
            "Stopped with \(csvImports(left)) unfinished: the rows sent are kept, and importing the file "
                + "again adds the rest.")
    }

    /// "1 CSV import", "2 CSV imports".
    private static func csvImports(_ count: Int) -> String {
        count == 1 ? "1 CSV import" : "\(count) CSV imports"
    }

    /// Every ten minutes, the sessions that ended are forgotten (and their TIL logins ended), so
    /// that a quiet site releases them too, not only at the next save.
    private static func forgetEndedSessions(_ sessions: SQLSessionStore) {
        Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(600))
                try? sessions.forgetEnded()
            }
        }
    }

    /// The planner on the shared Airtable client (one rate governor for every browser), its orders
    /// listing read through a short cache. Without a token its pages say so and send nothing.
    private static func plannerApp(_ settings: WebSettings, airtable: AirtableClient) -> PlannerApp {
        let store = AirtableOrderStore(client: airtable, baseID: settings.plannerBaseID)
        return PlannerApp(
            store: ReadThroughOrderStore(store), clock: SystemClock(),
            backend: .airtable(airtable.configuration.endpoint.absoluteString),
            unavailable: settings.airtable == nil
                ? settings.airtableProblem?.message ?? "no Airtable token" : nil,
            currency: settings.plannerCurrency)
    }

    /// The meal log on the same Airtable client as the planner (its own base, so its own share of
    /// the rate limit). Without a token its pages say so and send nothing.
    private static func mealLogApp(_ settings: WebSettings, airtable: AirtableClient, imports: ImportJobs)
        -> MealLogApp
    {
        MealLogApp(
            store: ReadThroughMealStore(AirtableMealStore(client: airtable, baseID: settings.mealLogBaseID)),
            backend: .airtable(airtable.configuration.endpoint.absoluteString),
            unavailable: settings.airtable == nil
                ? settings.airtableProblem?.message ?? "no Airtable token" : nil,
            fixedToday: settings.mealLogToday, imports: imports)
    }

    /// A SQLite file (created readable by its owner alone, as every one is: it holds login tokens),
    /// `:memory:`, or a `postgres://` URL.
    private static func openDatabase(_ setting: String) throws -> any Database {
        switch DatabaseLocation(setting) {
        case .postgresURL(let url):
            return try PostgresDatabase(configuration: try PostgresConfiguration(url: url))
        case .postgresEnvironment:  // a setting of text always names a file or a URL
            throw SQLError(.misuse, "COURIER_WEB_SESSIONS must name a SQLite file or a postgres:// URL")
        case .sqlite(let path):
            return try SQLiteDatabase(path: path)
        }
    }
}
