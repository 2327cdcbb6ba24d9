import SQL
import TestSupport
import Testing

/// PostgreSQL settings come from a URL or the TIL book's environment variables, and never print the
/// password.
@Suite("PostgreSQL configuration")
struct PostgresConfigurationTests {
    @Test func parsesAURL() throws {
        let configuration = try PostgresConfiguration(
            url:
                "postgresql://til%40app:p%40ss%2Fword@db.example.com:6543/til_db?sslmode=require&connect_timeout=3"
        )
        #expect(configuration.username == "til@app")
        #expect(configuration.password == "p@ss/word")
        #expect(configuration.host == "db.example.com")
        #expect(configuration.port == 6543)
        #expect(configuration.database == "til_db")
        #expect(configuration.sslMode == .require)
        #expect(configuration.connectTimeout == .seconds(3))
    }

    @Test func timeoutsAreTwoSecondsForALockAndThirtyForAStatementUnlessTheURLSays() throws {
        let defaults = try PostgresConfiguration(url: "postgres://u@h/db")
        #expect(defaults.lockTimeout == .seconds(2) && defaults.statementTimeout == .seconds(30))
        let given = try PostgresConfiguration(url: "postgres://u@h/db?lock_timeout=250&statement_timeout=0")
        #expect(given.lockTimeout == .milliseconds(250) && given.statementTimeout == .zero)
        for bad in ["lock_timeout=-1", "statement_timeout=2s", "lock_timeout="] {
            let error = #expect(throws: SQLError.self) {
                try PostgresConfiguration(url: "postgres://u@h/db?\(bad)")
            }
            #expect(error?.kind == .misuse)
        }
    }

    @Test func urlDefaults() throws {
        let configuration = try PostgresConfiguration(url: "postgres://vapor@localhost")
        #expect(configuration.port == 5432)
        #expect(configuration.database == "vapor")
        #expect(configuration.password == "")
        #expect(configuration.sslMode == nil)
    }

    @Test(arguments: [
        "mysql://u:p@h/db", "postgres://h:5432/db", "postgres://u:p@h/db?sslmode=sometimes",
        "postgres://u:p@h/db?search_path=x", "not a url",
    ])
    func rejectsBadURLs(url: String) {
        let error = #expect(throws: SQLError.self) { try PostgresConfiguration(url: url) }
        #expect(error?.kind == .misuse)
    }

    @Test func readsTheBookEnvironment() throws {
        let defaults = try PostgresConfiguration(environment: [:])
        #expect(defaults.host == "localhost")
        #expect(defaults.port == 5432)
        #expect(defaults.username == "vapor_username")
        #expect(defaults.password == "vapor_password")
        #expect(defaults.database == "vapor_database")

        let custom = try PostgresConfiguration(environment: [
            "DATABASE_HOST": "postgres", "DATABASE_PORT": "5433", "DATABASE_USERNAME": "u",
            "DATABASE_PASSWORD": "p", "DATABASE_NAME": "vapor-test",
        ])
        #expect(custom.host == "postgres")
        #expect(custom.port == 5433)
        #expect(custom.database == "vapor-test")

        let url = try PostgresConfiguration(environment: [
            "DATABASE_URL": "postgres://a:b@c:1/d", "DATABASE_HOST": "x",
        ])
        #expect(url.host == "c")
        #expect(throws: SQLError.self) { try PostgresConfiguration(environment: ["DATABASE_PORT": "five"]) }
    }

    @Test func descriptionRedactsThePassword() throws {
        var configuration = try PostgresConfiguration(url: "postgres://admin:hunter2-secret@db:5432/app")
        configuration.schema = "tests"
        for text in renderings(of: configuration) {
            #expect(!text.contains("hunter2-secret"))
            #expect(text.contains("admin"))
            #expect(text.contains("db:5432/app"))
        }
    }
}
