import Foundation

/// The built `airtable-local` as a child process on 127.0.0.1 (a free port), serving one base from
/// a schema file's text and accepting ``AirtableHarness/token``, with its records in `data` (a file
/// path) or in memory. Its output is drained continuously and kept for diagnostics. Started by
/// ``AirtableHarness/process(schema:data:rateLimits:_:)``, which always stops it.
public final class AirtableLocalProcess: Sendable {
    /// The running executable, for signals and its exit status.
    public let server: ServerProcess
    private let log: ServerOutput

    private init(server: ServerProcess) {
        self.server = server
        log = server.keepOutput()
    }

    /// Starts a server; whoever calls this must call ``stop()``.
    static func start(schema: String, data: String, rateLimits: Bool) async throws -> AirtableLocalProcess {
        let directory = try ScratchDirectory("airtable-local")
        let schemaFile = try directory.write("base.json", schema)
        let process = try await ServerProcess.start(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schemaFile, "--data", data, "--token", AirtableHarness.token]
                + (rateLimits ? [] : ["--no-rate-limit"]),
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.url.path])
        return AirtableLocalProcess(server: process)
    }

    /// `http://127.0.0.1:<port>`, the endpoint to give a client.
    public var url: URL { server.url }

    /// Stops the server with SIGTERM (SIGKILL after five seconds) and reaps it.
    public func stop() async { await server.stopGracefully() }

    /// What the server printed (the last 16 KiB).
    public var output: String { log.recent }
}
