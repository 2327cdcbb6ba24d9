import Airtable
import Foundation
import Planner
import TestSupport

/// Runs the built `planner` as a person would: against one server and base, with the token in the
/// environment, no colours and a scrubbed environment. Every run takes a turn of its ``Pacer``.
struct PlannerRunner: Sendable {
    let endpoint: URL
    let pacer: Pacer
    let home: ScratchDirectory

    init(_ server: AirtableLocalProcess, pacer: Pacer = Pacer()) throws {
        try self.init(endpoint: server.url, pacer: pacer)
    }

    init(endpoint: URL, pacer: Pacer = Pacer()) throws {
        self.endpoint = endpoint
        self.pacer = pacer
        home = try ScratchDirectory("planner-home")
    }

    var environment: [String: String] {
        [
            "AIRTABLE_ENDPOINT_URL": endpoint.absoluteString, "AIRTABLE_TOKEN": AirtableHarness.token,
            "PLANNER_BASE_ID": Servers.baseID, "HOME": home.url.path,
            "XDG_CONFIG_HOME": home.appending("config").path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        ]
    }

    /// Runs `planner arguments…` with `input` on standard input.
    func run(_ arguments: String..., input: String = "", environment extra: [String: String] = [:])
        async throws
        -> CommandResult
    {
        try await run(arguments, input: input, environment: extra)
    }

    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:])
        async throws
        -> CommandResult
    {
        let environment = environment.merging(extra) { $1 }
        let executable = try Executables.path("planner")
        return try await pacer.turn {
            try await Command.run(
                executable, arguments, environment: environment, input: input, timeout: .seconds(90))
        }
    }

    /// Runs `planner arguments…` on a pseudo-terminal `columns` wide and `rows` high, taking
    /// `steps`.
    func runAtTerminal(
        _ arguments: String..., colours: Bool = false, columns: UInt16 = 200, rows: UInt16 = 50,
        steps: [TerminalStep]
    ) async throws -> TerminalTranscript {
        var terminalEnvironment = environment
        terminalEnvironment["TERM"] = "xterm"
        if colours { terminalEnvironment["NO_COLOR"] = nil }
        let environment = terminalEnvironment
        let executable = try Executables.path("planner")
        return try await pacer.turn {
            try await PseudoTerminal.run(
                executable, arguments, environment: environment, steps: steps, rows: rows, columns: columns)
        }
    }

    /// The tests' own client on the same server and base, to prepare and check what `planner` sees.
    var table: Table<OrderFieldsJSON> {
        let configuration = AirtableConfiguration(endpoint: endpoint, token: AirtableHarness.token)
        return AirtableClient(configuration).base(Servers.baseID).table(PlannerSchema.tableName)
    }

    /// Runs `work` with the tests' client in a turn of its own.
    func direct<Value: Sendable>(_ work: @Sendable (Table<OrderFieldsJSON>) async throws -> Value)
        async throws -> Value
    {
        let table = table
        return try await pacer.turn { try await work(table) }
    }
}

/// An order's cells as the tests write and read them through the client.
struct OrderFieldsJSON: Codable, Sendable, Equatable {
    var name: String?
    var deadline: String?
    var customer: String?
    var summary: String?
    var fee: Double?
    var done: Bool?
}
