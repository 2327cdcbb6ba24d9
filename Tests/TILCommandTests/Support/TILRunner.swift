import Foundation
import TILClient
import TestSupport
import Testing

/// Runs the built `til` command as a person would: against one server, with a private configuration
/// directory (so its login is its own), no colours, and a scrubbed environment.
final class TILRunner: Sendable {
    let serverURL: URL
    let auth: ServerAuth
    /// `XDG_CONFIG_HOME` of every run; `til` creates it on the first login.
    let configHome: URL
    private let scratch: ScratchDirectory
    /// Held so that no other test takes the port while this runner points at it.
    private let refusingPort: RefusingPort?

    init(serverURL: URL, auth: ServerAuth) throws {
        self.serverURL = serverURL
        self.auth = auth
        refusingPort = nil
        scratch = try ScratchDirectory("til-command-home")
        configHome = scratch.appending("config")
    }

    convenience init(_ server: RunningTILServer) throws {
        try self.init(serverURL: server.url, auth: server.auth)
    }

    /// A runner whose server is down: `TIL_API_URL` names a loopback port where nothing listens.
    init(serverDown auth: ServerAuth) throws {
        let port = try RefusingPort()
        guard let url = URL(string: "http://127.0.0.1:\(port.port)") else {
            throw ProcessError("no URL for port \(port.port)")
        }
        serverURL = url
        self.auth = auth
        refusingPort = port
        scratch = try ScratchDirectory("til-command-home")
        configHome = scratch.appending("config")
    }

    /// Where `til` keeps its login: `$XDG_CONFIG_HOME/til/credentials.json`.
    var credentialsFile: URL { configHome.appending(path: "til").appending(path: "credentials.json") }

    var environment: [String: String] {
        var environment = [
            "TIL_API_URL": serverURL.absoluteString,
            "XDG_CONFIG_HOME": configHome.path,
            "HOME": scratch.url.path,
            "PATH": "/usr/bin:/bin",
            "NO_COLOR": "1",
        ]
        if auth == .off { environment["TIL_AUTH"] = "off" }
        return environment
    }

    /// Runs `til arguments…` with `input` on standard input.
    func run(_ arguments: String..., input: String = "") async throws -> CommandResult {
        try await run(arguments, input: input)
    }

    func run(_ arguments: [String], input: String = "") async throws -> CommandResult {
        try await Command.run(
            try Executables.path("til"), arguments, environment: environment, input: input,
            timeout: .seconds(30))
    }

    /// Runs `til arguments…` on a pseudo-terminal `rows` lines high, taking `steps` (prompts
    /// awaited, answers typed); with `colour`, `NO_COLOR` is left unset.
    func runAtTerminal(
        _ arguments: String..., steps: [TerminalStep], colour: Bool = false, rows: UInt16 = 50
    ) async throws -> TerminalTranscript {
        var environment = environment
        environment["TERM"] = "xterm"
        if colour { environment["NO_COLOR"] = nil }
        return try await PseudoTerminal.run(
            try Executables.path("til"), arguments, environment: environment, steps: steps, rows: rows)
    }

    /// `til login -u <username> --password-stdin`.
    @discardableResult
    func login(_ username: String = "admin", password: String = "password") async throws -> CommandResult {
        try await run("login", "-u", username, "--password-stdin", input: password + "\n")
    }

    /// An in-process session that shares this runner's server and credentials file, to check or
    /// prepare what the command sees.
    func session() -> TILSession {
        TILSession(
            configuration: TILConfiguration(
                serverURL: serverURL, authMode: auth == .on ? .token : .off, credentialsFile: credentialsFile)
        )
    }
}

extension TILRunner {
    /// Two machines logged in as a new user, so that a logout everywhere ends their logins and never
    /// the admin's, which the other tests on the server share.
    static func twoLoginsOfANewUser(on server: RunningTILServer) async throws -> (
        lost: TILRunner, here: TILRunner
    ) {
        let username = Unique.name("roamer")
        _ = try await ServerData.connect(server).user("Roamer", username: username)
        let (lost, here) = (try TILRunner(server), try TILRunner(server))
        for machine in [lost, here] {
            let login = try await machine.login(username)
            try #require(login.status == ToolExit.success, "\(login)")
        }
        return (lost, here)
    }
}
