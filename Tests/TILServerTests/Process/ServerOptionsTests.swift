import Basics
import SQL
import Testing

@testable import til_server

/// til-server's settings: a flag wins over its variable, which wins over the default; a bad value is
/// named by where it came from; without logins a new database gets no administrator.
@Suite struct ServerOptionsTests {
    @Test func aFlagWinsOverItsVariable() throws {
        let options = try ServerOptions.parse(
            ["--threads", "3", "--auth=off", "--log-level", "debug"],
            environment: ["TIL_THREADS": "8", "TIL_AUTH": "on", "LOG_LEVEL": "error", "TIL_BCRYPT_COST": "5"])
        #expect(options.threads == 3)
        #expect(!options.authEnabled && options.adminSeed == nil)
        #expect(options.logLevel == .debug)
        #expect(options.bcryptCost == 5, "a variable without its flag still counts")
        #expect(options.port == 8080 && options.hostname == "127.0.0.1")
    }

    /// A variable its flag overrides is not read: a bad value there stops nothing.
    @Test func aVariableItsFlagOverridesIsNotRead() throws {
        let options = try ServerOptions.parse(
            ["--bcrypt-cost", "4", "--database", ":memory:"],
            environment: ["TIL_BCRYPT_COST": "99", "DATABASE_URL": "til.sqlite"])
        #expect(options.bcryptCost == 4)
        #expect(options.database == DatabaseLocation(":memory:"))
    }

    /// `TIL_AUTH` is read by the one rule its clients read it by (`AuthMode`).
    @Test func authIsReadAsTheClientsReadIt() throws {
        for (value, enabled) in [("no", false), ("none", false), ("OFF", false), ("yes", true), ("", true)] {
            #expect(
                try ServerOptions.parse([], environment: ["TIL_AUTH": value]).authEnabled == enabled,
                "\(value)")
            #expect(
                try ServerOptions.parse(["--auth", value], environment: [:]).authEnabled == enabled,
                "--auth \(value)")
        }
    }

    @Test func theDatabaseComesFromTheFlagThenTheBooksVariables() throws {
        let url = "postgres://til:secret@db/til"
        #expect(try ServerOptions.parse([], environment: ["DATABASE_URL": url]).database == .postgresURL(url))
        #expect(
            try ServerOptions.parse([], environment: ["DATABASE_HOST": "db"]).database == .postgresEnvironment
        )
        #expect(
            try ServerOptions.parse(["--database", ":memory:"], environment: ["DATABASE_URL": url]).database
                == DatabaseLocation(":memory:"))
    }

    @Test func aBadValueIsNamedByWhereItCameFrom() {
        for (arguments, environment, message) in [
            (["--port", "70000"], [:], "--port must be a whole number in 0…65535, not \"70000\""),
            ([], ["TIL_BCRYPT_COST": "99"], "TIL_BCRYPT_COST must be a whole number in 4…31, not \"99\""),
            (["--auth", "maybe"], [:], "--auth must be on or off, not \"maybe\""),
        ] {
            do {
                _ = try ServerOptions.parse(arguments, environment: environment)
                Issue.record("\(arguments) \(environment) was taken")
            } catch {
                #expect(error.message == message)
                #expect(error.report.contains("See 'til-server --help'."))
            }
        }
    }

    @Test func helpIsAskedForWithoutReadingTheRest() throws {
        #expect(
            try ServerOptions.parse(["--port", "1", "-h"], environment: ["TIL_THREADS": "bad"]).helpRequested)
    }
}
