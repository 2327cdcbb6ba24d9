import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A real `airtable-local` child process on 127.0.0.1 (a free port), serving one base from a schema
/// file, with a fixed token and Airtable's rate limits on. Its output is drained continuously and
/// kept for diagnostics. Start one with ``with(_:data:_:)``, which always stops it.
final class LocalAirtable: Sendable {
    static let baseID = "appCourierPlanner"
    /// A token in Airtable's shape, for this test server only.
    static let token = "patPlannerTests01." + String(repeating: "0123456789abcdef", count: 4)

    let url: URL
    /// Paces every request maker of the tests, so that the server's limit of 5 requests per second
    /// and base is never reached (see ``Pacer``).
    let pacer: Pacer
    private let server: ServerProcess
    private let log: ServerOutput

    private init(server: ServerProcess, pacer: Pacer) {
        self.server = server
        self.pacer = pacer
        url = server.url
        log = server.keepOutput()
    }

    /// The schema of an empty base (`"tables": []`), to be filled by `planner setup`.
    static let emptyBase = #"{"id":"appCourierPlanner","name":"Planner","tables":[]}"#

    /// Starts a server on `schema` (a base schema file's text), with its records in `data` (a file
    /// path) or in memory; runs `body`; stops it whatever happens.
    static func with<Value: Sendable>(
        _ schema: String, data: String = ":memory:", pacer: Pacer = Pacer(),
        _ body: (LocalAirtable) async throws -> Value
    ) async throws -> Value {
        let server = try await start(schema, data: data, pacer: pacer)
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Starts a server; whoever calls this must call ``stop()``.
    static func start(_ schema: String, data: String, pacer: Pacer) async throws -> LocalAirtable {
        let directory = try ScratchDirectory("planner-airtable-local")
        let schemaFile = try directory.write("base.json", schema)
        let process = try await ServerProcess.start(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schemaFile, "--data", data, "--token", token],
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.url.path])
        return LocalAirtable(server: process, pacer: pacer)
    }

    /// Stops the server with SIGTERM (SIGKILL after five seconds) and reaps it.
    func stop() async { await server.stopGracefully() }

    /// What the server printed (the last 16 KiB).
    var output: String { log.recent }
}
