import Foundation
import GitHubFixtureServer
import TestSupport

/// Runs the built `repos` command against a GitHub fixture server (or an address where nothing
/// answers), with a private cache directory and a scrubbed environment.
final class ReposRunner: Sendable {
    let apiURL: URL
    let server: GitHubFixtureServer?
    /// `XDG_CACHE_HOME` of every run.
    let cacheHome: URL
    private let refusingPort: RefusingPort?

    /// A runner with a fresh fixture server.
    init() throws {
        let server = try GitHubFixtureServer(fixtures: GitHubFixtureServer.fixtures)
        self.server = server
        apiURL = server.url
        refusingPort = nil
        cacheHome = Self.scratch()
    }

    /// A runner whose API is down: a loopback port where nothing listens.
    init(serverDown: Void) throws {
        let port = try RefusingPort()
        guard let url = URL(string: "http://127.0.0.1:\(port.port)") else {
            throw ProcessError("no URL for port \(port.port)")
        }
        apiURL = url
        server = nil
        refusingPort = port
        cacheHome = Self.scratch()
    }

    /// A runner pointed at any address.
    init(apiURL: URL) {
        self.apiURL = apiURL
        server = nil
        refusingPort = nil
        cacheHome = Self.scratch()
    }

    deinit {
        server?.stop()
        try? FileManager.default.removeItem(at: cacheHome)
    }

    private static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "repos-command-\(UUID().uuidString)")
    }

    var environment: [String: String] {
        [
            "GITHUB_API_URL": apiURL.absoluteString, "XDG_CACHE_HOME": cacheHome.path,
            "HOME": cacheHome.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        ]
    }

    func run(_ arguments: String...) async throws -> CommandResult {
        try await run(arguments)
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> CommandResult {
        try await Command.run(
            try Executables.path("repos"), arguments, environment: environment.merging(extra) { $1 },
            input: "",
            timeout: .seconds(30))
    }

    /// Runs `repos arguments…` on a pseudo-terminal of type `term`; with `colour`, `NO_COLOR` is
    /// left unset.
    func runAtTerminal(
        _ arguments: String..., steps: [TerminalStep], colour: Bool = false, rows: UInt16 = 50,
        columns: UInt16 = 200, term: String = "xterm-256color"
    ) async throws -> TerminalTranscript {
        var environment = environment
        environment["TERM"] = term
        if colour { environment["NO_COLOR"] = nil }
        return try await PseudoTerminal.run(
            try Executables.path("repos"), arguments, environment: environment, steps: steps, rows: rows,
            columns: columns)
    }
}
