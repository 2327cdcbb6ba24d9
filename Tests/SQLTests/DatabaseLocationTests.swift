import SQL
import Testing

/// A setting names an SQLite file or a PostgreSQL URL by one rule, and shows without a password.
@Suite struct DatabaseLocationTests {
    @Test func aPostgresURLIsToldFromAPathByItsScheme() {
        #expect(DatabaseLocation("postgres://u:p@h/d") == .postgresURL("postgres://u:p@h/d"))
        #expect(DatabaseLocation("postgresql://u@h/d") == .postgresURL("postgresql://u@h/d"))
        #expect(DatabaseLocation("sessions.sqlite") == .sqlite(path: "sessions.sqlite"))
        #expect(DatabaseLocation(":memory:") == .sqlite(path: ":memory:"))
        #expect(DatabaseLocation("postgres.sqlite") == .sqlite(path: "postgres.sqlite"))
    }

    @Test func itsDescriptionNeverShowsThePassword() {
        #expect(
            DatabaseLocation("postgres://app:hunter2@db:5432/til").description
                == "postgres://app:<redacted>@db:5432/til")
        #expect(
            DatabaseLocation("postgres://app@db/til").description == "postgres://app:<redacted>@db:5432/til")
        #expect(DatabaseLocation("postgres://").description == "a PostgreSQL URL")
        #expect(DatabaseLocation("til.sqlite").description == "til.sqlite")
    }
}
