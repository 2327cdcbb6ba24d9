import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `airtable-local`'s command line, through the built executable: what it prints at start, and its
/// errors.
@Suite struct CommandLineTests {
    static let environment = ["PATH": "/usr/bin:/bin"]

    /// Starts the executable with `arguments` and returns it with everything it printed up to its
    /// last start-up line (the rate limits); stop it when done.
    func start(_ arguments: [String], environment: [String: String] = environment) async throws
        -> (ChildProcess, String)
    {
        let process = try ChildProcess(
            try Executables.path("airtable-local"), arguments, environment: environment)
        let output: String? = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: process.readOutput { $0.contains("rate limits:") ? $0 : nil })
            }
            .start()
        }
        guard let output else {
            process.stop()
            throw ProcessError("airtable-local \(arguments) exited before serving")
        }
        return (process, output)
    }

    /// The status of `GET /v0/meta/whoami` with `token`, on the server printing `output`.
    func whoami(_ output: String, token: String) async throws -> Int {
        let host = try #require(output.range(of: "listening on http://")).upperBound
        let port = try #require(Int(output[host...].drop { $0 != ":" }.dropFirst().prefix { $0.isNumber }))
        return try await HTTP.send("GET", "http://127.0.0.1:\(port)/v0/meta/whoami", token: token).status
    }

    @Test func printsTheEndpointTheBasesAndAMadeTokenAndStopsOnSIGINT() async throws {
        let scratch = try ScratchDirectory("airtable-local-start")
        let schema = try scratch.write("base.json", TestSchema.json)
        let (process, output) = try await start(["--port", "0", "--schema", schema, "--data", ":memory:"])
        defer { process.stop() }
        #expect(output.contains("airtable-local listening on http://127.0.0.1:"), "\(output)")
        #expect(output.contains(#"base appTest0000000001 "Test": People, Teams"#))
        #expect(output.contains("rate limits: 5 requests/s per base, 50/s per token"))
        let token = try #require(
            output.split(separator: "\n").first { $0.hasPrefix("token (made for this run): ") }?
                .dropFirst("token (made for this run): ".count))
        #expect(token.hasPrefix("pat") && token.count == 82)
        #expect(try await whoami(output, token: String(token)) == 200)
        #expect(try await whoami(output, token: "patOther") == 401)
        process.send(SIGINT)
        #expect(process.wait() == 0)
    }

    @Test func aMissingSchemaFileIsAClearError() async throws {
        let result = try await TestSupport.Command.run(
            try Executables.path("airtable-local"),
            ["--schema", "/nonexistent/base.json", "--data", ":memory:"],
            environment: Self.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read schema file /nonexistent/base.json"))
        let usage = try await TestSupport.Command.run(
            try Executables.path("airtable-local"), ["--port", "1"], environment: Self.environment)
        #expect(usage.status == 2)
    }
}
