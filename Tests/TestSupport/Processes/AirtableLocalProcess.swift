import Foundation

/// A real `airtable-local` child process on 127.0.0.1 (a free port), serving one base from a schema
/// file's text, with one token and Airtable's rate limits on, its records in `data` (a file path) or
/// in memory. Its output is drained continuously and kept for diagnostics. Start one with
/// ``with(schema:token:data:_:)``, which always stops it.
public final class AirtableLocalProcess: Sendable {
    public let url: URL
    /// The bearer token it accepts.
    public let token: String
    private let server: ServerProcess
    private let log: ServerOutput

    private init(server: ServerProcess, token: String) {
        self.server = server
        self.token = token
        url = server.url
        log = server.keepOutput()
    }

    /// Starts a server, runs `body` with it and stops it, whether `body` throws or not.
    public static func with<Value: Sendable>(
        schema: String, token: String, data: String = ":memory:",
        _ body: (AirtableLocalProcess) async throws -> Value
    ) async throws -> Value {
        try await stoppingAfterwards(
            try await start(schema: schema, token: token, data: data), stop: { await $0.stop() }, body)
    }

    /// Starts a server; whoever calls this must call ``stop()``.
    public static func start(schema: String, token: String, data: String = ":memory:") async throws
        -> AirtableLocalProcess
    {
        let directory = try ScratchDirectory("airtable-local")
        let schemaFile = try directory.write("base.json", schema)
        let process = try await ServerProcess.start(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schemaFile, "--data", data, "--token", token],
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.url.path])
        return AirtableLocalProcess(server: process, token: token)
    }

    /// Stops the server with SIGTERM (SIGKILL after five seconds) and reaps it.
    public func stop() async { await server.stopGracefully() }

    /// What the server printed (the last 16 KiB).
    public var output: String { log.recent }
}
