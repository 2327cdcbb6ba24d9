import Foundation
import MealLog
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A real `airtable-local` child process on 127.0.0.1 (any free port), with its rate limits on, its
/// records in memory, and a token made for the run. The base holds the meal table of
/// `meallog schema`, or no table at all (`withTable: false`) so that `meallog setup` creates it.
final class LocalAirtable: Sendable {
    let url: URL
    let token: String
    let baseID: String
    private let server: ServerProcess
    private let scratch: ScratchDirectory
    private let log: ServerOutput

    private init(server: ServerProcess, scratch: ScratchDirectory, token: String, baseID: String) {
        self.server = server
        self.scratch = scratch
        self.token = token
        self.baseID = baseID
        url = server.url
        log = server.keepOutput()
    }

    /// Starts a server, runs `body` with it and stops it, whether `body` throws or not.
    static func with<Value: Sendable>(
        withTable: Bool = true, _ body: (LocalAirtable) async throws -> Value
    ) async throws -> Value {
        let server = try await start(withTable: withTable)
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    private static func start(withTable: Bool) async throws -> LocalAirtable {
        let scratch = try ScratchDirectory("meallog-airtable")
        let baseID = MealTable.defaultBaseID
        let schema =
            withTable
            ? SchemaFile.json(baseID: baseID)
            : #"{"id":"\#(baseID)","name":"Meal log","tables":[]}"#
        let schemaFile = try scratch.write("meallog.base.json", schema)
        let token = "patMealLogTests." + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let process = try await ServerProcess.start(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schemaFile, "--data", ":memory:", "--token", token],
            environment: ["PATH": "/usr/bin:/bin"])
        let server = LocalAirtable(server: process, scratch: scratch, token: token, baseID: baseID)
        return server
    }

    /// Stops the server with SIGTERM (SIGKILL after five seconds) and reaps it.
    func stop() async { await server.stopGracefully() }

    /// What the server printed after its start-up line (the last 16 KiB).
    var output: String { log.recent }
}
