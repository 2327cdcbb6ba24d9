import Basics
import Foundation
import GitHubFixtureServer
import MealLog
import Planner
import TestSupport

/// `courier-web` as a person runs it, in front of real backends on loopback: a `til-server` with
/// its own SQLite file, airtable-local with the planner's and the meal log's bases and Airtable's
/// rate limits, and the GitHub fixture server (both in this process), and the site itself, a child
/// process of the test.
final class WebStack: Sendable {
    private let tilServers: Locked<[ServerProcess]>
    var til: ServerProcess { tilServers.withLock { $0[$0.count - 1] } }
    let airtable: ServedAirtable
    let github: GitHubFixtureServer
    let web: ServerProcess
    /// What the site is started with: the backends' URLs, the token, the session store.
    let siteEnvironment: [String: String]
    private let directory: ScratchDirectory

    /// `http://127.0.0.1:<port>`: the site.
    var url: URL { web.url }

    /// - Parameters:
    ///   - sessions: the site's session store (`COURIER_WEB_SESSIONS`); a SQLite file of the stack's
    ///     by default.
    ///   - airtableRateLimits: airtable-local's rate limits; Airtable's, counted in real time, by
    ///     default.
    ///   - airtableWriteDelay: how late airtable-local answers each request that changes records.
    static func start(
        sessions: String? = nil, airtableRateLimits: AirtableHarness.RateLimits = .onSystemClock,
        airtableWriteDelay: Duration = .zero
    ) async throws -> WebStack {
        let directory = try ScratchDirectory("courier-web-stack")
        let til = try await ServerProcess.start(
            try Executables.path("til-server"),
            ["--port", "0", "--database", directory.appending("til.sqlite").path, "--bcrypt-cost", "4"],
            environment: ["LOG_LEVEL": "warning", "TIL_TRUSTED_PROXIES": "127.0.0.1"])
        let github = try GitHubFixtureServer(fixtures: GitHubFixtureServer.fixtures)
        let airtable = try AirtableHarness.socket(
            schemas: [PlannerSchema.baseFile(), MealTable.base()], rateLimits: airtableRateLimits,
            writeDelay: airtableWriteDelay)
        let environment = [
            "TIL_API_URL": til.url.absoluteString, "GITHUB_API_URL": github.url.absoluteString,
            "AIRTABLE_ENDPOINT_URL": airtable.url.absoluteString, "AIRTABLE_TOKEN": AirtableHarness.token,
            "XDG_CACHE_HOME": directory.appending("cache").path,
            "COURIER_WEB_SESSIONS": sessions ?? directory.appending("sessions.sqlite").path,
            "HOME": directory.url.path, "NO_PROXY": "*",
        ]
        let web = try await startSite(environment)
        return WebStack(
            til: til, airtable: airtable, github: github, web: web, siteEnvironment: environment,
            directory: directory)
    }

    private init(
        til: ServerProcess, airtable: ServedAirtable, github: GitHubFixtureServer, web: ServerProcess,
        siteEnvironment: [String: String], directory: ScratchDirectory
    ) {
        tilServers = Locked([til])
        self.airtable = airtable
        self.github = github
        self.web = web
        self.siteEnvironment = siteEnvironment
        self.directory = directory
    }

    /// Another instance of the site on the same backends and session store, as a second server
    /// behind a proxy, or the first one restarted; `overrides` replace settings (a backend that is
    /// down: an address whose port refuses). The caller stops it.
    func startAnotherSite(overriding overrides: [String: String] = [:]) async throws -> ServerProcess {
        try await Self.startSite(siteEnvironment.merging(overrides) { $1 })
    }

    /// A site whose TIL server and GitHub cannot be reached: both addresses are a port that is bound
    /// and refuses (`down`, kept by the caller), so no other test's server can take it, as one could
    /// take the port of a backend stopped in the middle of a test. The caller stops it.
    func startSiteWithBackendsDown(_ down: RefusingPort) async throws -> ServerProcess {
        let address = "http://127.0.0.1:\(down.port)"
        return try await startAnotherSite(overriding: ["TIL_API_URL": address, "GITHUB_API_URL": address])
    }

    private static func startSite(_ environment: [String: String]) async throws -> ServerProcess {
        try await ServerProcess.start(
            try Executables.path("courier-web"), ["--port", "0"], environment: environment)
    }

    /// Stops the TIL server and starts another on its port with a new, empty database: every login
    /// token the site holds is then refused, as after a server lost its data. Blocks until it serves.
    func replaceTILServer() throws {
        let port = til.port
        til.process.stop()
        let path = directory.appending("til-\(UUID().uuidString).sqlite").path
        for _ in 0..<50 {
            let process = try ChildProcess(
                try Executables.path("til-server"),
                ["--port", "\(port)", "--database", path, "--bcrypt-cost", "4"],
                environment: ["LOG_LEVEL": "warning"])
            if process.readOutput(until: { $0.contains("listening on") ? true : nil }) == true {
                tilServers.withLock { $0.append(ServerProcess.adopting(process, port: port)) }
                return
            }
            process.stop()
            usleep(100_000)  // the old server's port is not free yet
        }
        throw ProcessError("no TIL server could take port \(port) again")
    }

    func stop() {
        web.process.stop()
        for server in tilServers.withLock({ $0 }) { server.process.stop() }
        airtable.stop()
        github.stop()
    }

    deinit { stop() }
}
