import Basics
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `airtable-local`'s command line, through the built executable: what it parses, what it prints
/// at start, its defaults and its usage errors.
@Suite struct CommandLineTests {
    static let environment = ["PATH": "/usr/bin:/bin"]

    /// Starts the executable with `arguments` and returns it with everything it printed up to its
    /// last start-up line (the rate limits); stop it when done.
    func start(_ arguments: [String], environment: [String: String] = environment) async throws
        -> (ChildProcess, String)
    {
        let process = try ChildProcess(
            try Executables.path("airtable-local"), arguments, environment: environment)
        let output = await OwnThread.run { process.readOutput { $0.contains("rate limits:") ? $0 : nil } }
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

    @Test func parsesTheCommandLineContract() async throws {
        let scratch = try ScratchDirectory("airtable-local-options")
        let files = try (1...3).map { number in
            try scratch.write(
                "\(number).json", #"{"id":"appOptionsBase00\#(number)","name":"B\#(number)","tables":[]}"#)
        }
        let (process, output) = try await start(
            [
                "--hostname", "0.0.0.0", "--port", "0", "--schema", files[0], files[1], "--data", ":memory:",
                "--token", "t1", "--token=t2", "--schema=\(files[2])", "--no-rate-limit",
            ],
            // Spaces around a token are not part of it, as the clients read theirs.
            environment: Self.environment.merging(["AIRTABLE_LOCAL_TOKEN": " env\n"]) { $1 })
        defer { process.stop() }
        #expect(output.contains("airtable-local listening on http://0.0.0.0:"), "\(output)")
        #expect(output.contains("data: in memory\n"), "\(output)")
        for number in 1...3 {
            #expect(
                output.contains(#"base appOptionsBase00\#(number) "B\#(number)": no tables yet"#), "\(output)"
            )
        }
        #expect(output.contains("token: the one given by --token or AIRTABLE_LOCAL_TOKEN\n"), "\(output)")
        #expect(output.contains("rate limits: off\n"), "\(output)")
        for token in ["env", "t1", "t2"] {
            #expect(try await whoami(output, token: token) == 200, "\(token)")
        }
        #expect(try await whoami(output, token: "t3") == 401)
    }

    @Test func printsTheEndpointTheBasesAndAMadeTokenAndStopsOnSIGINT() async throws {
        let scratch = try ScratchDirectory("airtable-local-start")
        let schema = try scratch.write("base.json", TestSchema.json)
        let (process, output) = try await start(["--port", "0", "--schema", schema, "--data", ":memory:"])
        defer { process.stop() }
        #expect(output.contains("airtable-local listening on http://127.0.0.1:"), "\(output)")
        #expect(output.contains(#"base appTest0000000001 "Test": People, Teams"#))
        #expect(output.contains("rate limits: 5 requests/s per base, 50/s per token\n"))
        let token = try #require(
            output.split(separator: "\n").first { $0.hasPrefix("token (made for this run): ") }?
                .dropFirst("token (made for this run): ".count))
        #expect(token.hasPrefix("pat") && token.count == 82)
        #expect(try await whoami(output, token: String(token)) == 200)
        #expect(try await whoami(output, token: "patOther") == 401)
        process.send(SIGINT)
        #expect(await process.exited() == 0)
    }

    @Test func theHelpGivesTheDefaults() async throws {
        let help = try await TestSupport.Command.run(
            try Executables.path("airtable-local"), ["--help"], environment: Self.environment)
        #expect(help.status == 0)
        for text in [
            "USAGE: airtable-local", "(default 127.0.0.1)", "(default 8081)", "./airtable-local.sqlite",
            "--rate-limit-penalty <seconds>", "(default 0: no",
        ] {
            #expect(help.stdout.contains(text), "\(help)")
        }
        #expect(HelpPages.tooWide(["": help.stdout]) == [], "it fits 80 columns")
    }

    @Test(arguments: [
        ["--port", "x"], ["--schema", "a.json", "--port", "x"],
        ["--schema", "a.json", "--port", "70000"],
        ["--schema", "a.json", "--bogus"], ["--schema", "a.json", "--rate-limit-penalty", "-1"],
        ["--schema", "a.json", "--rate-limit-penalty", "soon"],
        ["--schema", "a.json", "--rate-limit-penalty", "nan"],
    ])
    func aBadCommandLineIsAUsageError(arguments: [String]) async throws {
        let result = try await TestSupport.Command.run(
            try Executables.path("airtable-local"), arguments, environment: Self.environment)
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty && !result.stderr.isEmpty, "\(result)")
    }

    @Test func aMissingSchemaFileIsAClearError() async throws {
        let result = try await TestSupport.Command.run(
            try Executables.path("airtable-local"),
            ["--schema", "/nonexistent/base.json", "--data", ":memory:"],
            environment: Self.environment)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("cannot read schema file /nonexistent/base.json: there is no such file"))
    }

    @Test func aFolderGivenAsTheSchemaFileIsAClearError() async throws {
        let scratch = try ScratchDirectory("airtable-local-folder-schema")
        let result = try await TestSupport.Command.run(
            try Executables.path("airtable-local"), ["--schema", scratch.url.path, "--data", ":memory:"],
            environment: Self.environment)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("cannot read schema file \(scratch.url.path): it is a folder"), "\(result)"
        )
    }
}

extension CommandLineTests {
    @Test func aRateLimitPenaltyIsPrintedAtStart() async throws {
        let scratch = try ScratchDirectory("airtable-local-penalty")
        let schema = try scratch.write("base.json", TestSchema.json)
        let (process, output) = try await start(
            ["--port", "0", "--schema", schema, "--data", ":memory:", "--rate-limit-penalty", "30"])
        defer { process.stop() }
        #expect(
            output.contains(
                "rate limits: 5 requests/s per base, 50/s per token, a 429 locks the base out for"),
            "\(output)")
    }

    @Test func withoutSchemaFilesItServesTheBasesCreatedOverTheAPI() async throws {
        let scratch = try ScratchDirectory("airtable-local-no-schema")
        let data = scratch.url.appendingPathComponent("data.sqlite").path
        var created = ""
        do {
            let (process, output) = try await start(["--port", "0", "--data", data, "--token", "t"])
            defer { process.stop() }
            #expect(!output.contains("\nbase "), "\(output)")
            let host = try #require(output.range(of: "listening on http://")).upperBound
            let port = try #require(
                Int(output[host...].drop { $0 != ":" }.dropFirst().prefix { $0.isNumber }))
            let reply = try await HTTP.send(
                "POST", "http://127.0.0.1:\(port)/v0/meta/bases", token: "t",
                body: Array(
                    #"{"name":"Made","workspaceId":"wspMade0000000001","tables":[{"name":"T","fields":[{"name":"N","type":"singleLineText"}]}]}"#
                        .utf8))
            #expect(reply.status == 200, "\(reply)")
            created = try #require(try JSONValue.parse(reply.body)["id"]?.stringValue)
            process.send(SIGTERM)
            #expect(await process.exited() == 0)
        }
        let (process, output) = try await start(["--port", "0", "--data", data, "--token", "t"])
        defer { process.stop() }
        #expect(output.contains(#"base \#(created) "Made": T"#), "\(output)")
    }
}
