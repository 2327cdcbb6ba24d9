import Basics
import Foundation
import SQL
import TestSupport
import Testing
import Web

/// Sessions outlive the instance that made them: any instance on the same database finds them,
/// until they end.
@Suite struct SessionStoreTests {
    private func exercise(_ database: any Database, _ second: any Database) throws {
        let clock = ManualClock()
        let store = try SQLSessionStore(database: database, clock: clock)
        let other = try SQLSessionStore(database: second, clock: clock)  // another instance
        var session = Session(now: clock.now(), lifetime: .seconds(3600))
        session["tilToken"] = "secret-token"
        try store.save(session)
        #expect(try other.session(session.id) == session)
        #expect(session.id.count == 64)
        clock.advance(by: .seconds(3601))
        #expect(try other.session(session.id) == nil, "an ended session is gone")
        session.expires = clock.now().addingTimeInterval(60)
        try store.save(session)
        try other.delete(session.id)
        #expect(try store.session(session.id) == nil)
        #expect(try store.session("no such id") == nil)

        let key = try store.siteKey()
        #expect(key.count == 32 && Set(key).count > 1)
        #expect(try other.siteKey() == key, "every instance derives the same tokens")
        #expect(try SQLSessionStore(database: second, clock: clock).siteKey() == key, "and after a restart")
    }

    @Test func onSQLite() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let first = try SQLiteDatabase(path: directory + "/sessions.sqlite")
            defer { first.close() }
            let second = try SQLiteDatabase(path: directory + "/sessions.sqlite")
            defer { second.close() }
            try exercise(first, second)
        }
    }

    @Test(.requiresPostgres) func onPostgreSQL() throws {
        try TestDatabases.withPostgres { database, configuration in
            let second = try PostgresDatabase(configuration: configuration)
            defer { second.close() }
            try exercise(database, second)
        }
    }
}
