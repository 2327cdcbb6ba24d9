import Courier
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `til-server` as a program: it prints the URL it listens on, serves, exits 0 on SIGTERM, and keeps its
/// SQLite file to itself.
@Suite struct ServerProcessTests {
    @Test func printsItsURLServesAndExitsCleanlyOnSIGTERM() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "til-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("til.sqlite").path
        let server = try await ServerProcess.start(
            try Executables.path("til-server"), ["--port", "0", "--database", database],
            environment: ["TIL_BCRYPT_COST": "4", "LOG_LEVEL": "warning"])
        let client = Client(baseURL: server.url, middleware: [ValidationMiddleware()])
        #expect(try await client.send(Request<String>(path: "hello", decoder: .text)) == "Hello, world!")
        server.process.send(SIGTERM)
        #expect(await server.process.exited() == 0)
        #expect(FileManager.default.fileExists(atPath: database))
    }

    @Test func rejectsABadCommandLineWithUsageStatus() async throws {
        let result = try await Command.run(
            try Executables.path("til-server"), ["--auth", "maybe"], environment: [:])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--auth must be on or off"))
        // An unknown flag is named as such, with or without a value after it.
        for arguments in [["--bogus"], ["--bogus", "x"], ["--bogus=x"]] {
            let unknown = try await Command.run(
                try Executables.path("til-server"), arguments, environment: [:])
            #expect(
                unknown.status == 2 && unknown.stderr.contains("error: unknown option '--bogus'"),
                "\(unknown)")
        }
        let missing = try await Command.run(try Executables.path("til-server"), ["--port"], environment: [:])
        #expect(
            missing.status == 2 && missing.stderr.contains("error: option '--port' needs a value"),
            "\(missing)")
        #expect(
            missing.stderr.contains("USAGE: til-server")
                && missing.stderr.contains("See 'til-server --help'."))
        let help = try await Command.run(try Executables.path("til-server"), ["--help"], environment: [:])
        #expect(help.status == 0 && help.stdout.contains("USAGE: til-server"))
        #expect(help.stdout.contains("TIL_TRUSTED_PROXIES"), "the environment is in the help")
    }

    /// A bad setting in the environment is a usage error too, named by its variable.
    @Test func rejectsABadEnvironmentNamingTheVariable() async throws {
        for (name, value, said) in [
            ("TIL_THREADS", "abc", "TIL_THREADS must be a whole number"),
            ("TIL_AUTH", "maybe", "TIL_AUTH must be on or off"),
            ("DATABASE_URL", "/tmp/til.sqlite", "DATABASE_URL must be a postgres:// URL"),
            ("LOG_LEVEL", "loud", "unknown log level \"loud\" (LOG_LEVEL)"),
        ] {
            let result = try await Command.run(
                try Executables.path("til-server"), [], environment: [name: value])
            #expect(result.status == 2, "\(name): \(result)")
            #expect(result.stderr.contains(said), "\(name): \(result)")
        }
    }

    @Test func aSecondServerOnTheSameSQLiteFileExitsWithAClearError() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "til-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("til.sqlite").path
        let first = try await ServerProcess.start(
            try Executables.path("til-server"), ["--port", "0", "--database", database],
            environment: ["TIL_BCRYPT_COST": "4", "LOG_LEVEL": "warning"])
        // It waits out SQLite's 5 s busy timeout first, in case the other process is about to stop.
        let second = try await Command.run(
            try Executables.path("til-server"), ["--port", "0", "--database", database],
            environment: ["TIL_BCRYPT_COST": "4"], timeout: .seconds(60))
        #expect(second.status == 1)
        #expect(second.stderr.contains("in use by another process"), "\(second)")
        #expect(second.stderr.contains("share one PostgreSQL database"), "\(second)")
        let client = Client(baseURL: first.url, middleware: [ValidationMiddleware()])
        #expect(try await client.send(Request<String>(path: "hello", decoder: .text)) == "Hello, world!")
        first.process.send(SIGTERM)
        #expect(await first.process.exited() == 0)
    }

    @Test func reportsAnUnusableDatabase() async throws {
        let result = try await Command.run(
            try Executables.path("til-server"), ["--port", "0", "--database", "/nonexistent/dir/til.sqlite"],
            environment: [:], timeout: .seconds(20))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("til-server: "))
    }
}
