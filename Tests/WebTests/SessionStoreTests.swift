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

    /// Two pages of one browser loading at once save one session twice at once, from two instances:
    /// every save succeeds, and the session holds one of them.
    private func savedAtOnce(_ database: any Database, _ second: any Database) throws {
        let clock = ManualClock()
        let stores = [
            try SQLSessionStore(database: database, clock: clock),
            try SQLSessionStore(database: second, clock: clock),
        ]
        let session = Session(now: clock.now(), lifetime: .seconds(3600))
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var mine = session
            mine["page"] = "\(index)"
            for _ in 0..<25 {
                do { try stores[index % 2].save(mine) } catch { failures.withLock { $0.append("\(error)") } }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.first ?? "" })")
        let page = try stores[0].session(session.id)?["page"]
        #expect(page.flatMap(Int.init).map { (0..<8).contains($0) } == true)
    }

    /// Past its bound the store forgets the sessions that would end soonest, and keeps the rest.
    private func bounded(_ database: any Database) throws {
        let clock = ManualClock()
        let store = try SQLSessionStore(database: database, clock: clock, maximumSessions: 3)
        var sessions: [Session] = []
        for index in 0..<5 {
            var session = Session(now: clock.now(), lifetime: .seconds(3600 + index))
            session["language"] = "ja"
            try store.save(session)
            sessions.append(session)
        }
        #expect(try sessions.map { try store.session($0.id) != nil } == [false, false, true, true, true])
        // A session used again ends later, so it is kept over the others.
        sessions[2].expires = clock.now().addingTimeInterval(7200)
        try store.save(sessions[2])
        var newest = Session(now: clock.now(), lifetime: .seconds(5000))
        newest["language"] = "en"
        try store.save(newest)
        #expect(try store.session(sessions[3].id) == nil)
        #expect(try [sessions[2], sessions[4], newest].allSatisfy { try store.session($0.id) != nil })
    }

    /// A stranger making sessions by the dozen fills the store with sessions that end later than a
    /// login made earlier: the store forgets them, never the session it keeps (the login), and tells
    /// nothing of it.
    private func keptLast(_ database: any Database) throws {
        let clock = ManualClock()
        let told = Locked<[Session]>([])
        let store = try SQLSessionStore(
            database: database, clock: clock, maximumSessions: 3, keeps: { $0["login"] != nil },
            whenEnded: { ended in told.withLock { $0 += ended } })
        var login = Session(now: clock.now(), lifetime: .seconds(3600))
        login["login"] = "token"
        try store.save(login)
        for index in 0..<12 {
            clock.advance(by: .seconds(60))
            var stranger = Session(now: clock.now(), lifetime: .seconds(3600 + index))
            stranger["language"] = "ja"
            try store.save(stranger)
        }
        #expect(try store.session(login.id) != nil)
        #expect(told.withLock { $0 }.allSatisfy { $0["login"] == nil })
        #expect(told.withLock { $0.count } >= 9)
    }

    /// With a bound of 200 the count is checked every second save: 201 sessions stand after an odd
    /// save, and the next save trims back to 200.
    private func checkedEveryHundredthOfTheBound(_ database: any Database) throws {
        let clock = ManualClock()
        let store = try SQLSessionStore(database: database, clock: clock, maximumSessions: 200)
        func count() throws -> Int {
            try database.queryFirst("SELECT COUNT(*) AS n FROM web_sessions")?.decode("n", as: Int.self) ?? -1
        }
        for index in 0..<201 {
            var session = Session(now: clock.now(), lifetime: .seconds(3600 + index))
            session["language"] = "ja"
            try store.save(session)
        }
        #expect(try count() == 201)
        var last = Session(now: clock.now(), lifetime: .seconds(9000))
        last["language"] = "en"
        try store.save(last)
        #expect(try count() == 200)
        #expect(try store.session(last.id) != nil)
    }

    /// The sessions a store forgets on its own are told once, with what they held, by whichever
    /// instance forgot them; a session deleted or saved again on purpose is not.
    private func endings(_ database: any Database, _ second: any Database) throws {
        let clock = ManualClock()
        let told = Locked<[Session]>([])
        let tell: SQLSessionStore.EndedSessions = { ended in told.withLock { $0 += ended } }
        let store = try SQLSessionStore(database: database, clock: clock, maximumSessions: 3, whenEnded: tell)
        let other = try SQLSessionStore(database: second, clock: clock, maximumSessions: 3, whenEnded: tell)
        var idle = Session(now: clock.now(), lifetime: .seconds(60))
        idle["til.login"] = "the idle session's token"
        try store.save(idle)
        var used = Session(now: clock.now(), lifetime: .seconds(61))
        used["language"] = "ja"
        try store.save(used)
        var gone = Session(now: clock.now(), lifetime: .seconds(600))
        gone["language"] = "en"
        try other.save(gone)
        try other.delete(gone.id)
        clock.advance(by: .seconds(30))
        used.expires = clock.now().addingTimeInterval(600)
        try other.save(used)
        #expect(told.withLock { $0 }.isEmpty, "nothing has ended yet")

        clock.advance(by: .seconds(31))
        var fresh = Session(now: clock.now(), lifetime: .seconds(60))
        fresh["language"] = "en"
        try other.save(fresh)
        #expect(told.withLock { $0 } == [idle], "the idle session ran out: told once, with its login")
        try store.save(fresh)
        #expect(told.withLock { $0 }.count == 1)

        // Past the bound of three, the session that would end soonest is forgotten, and told.
        for lifetime in [900, 1000] {
            var session = Session(now: clock.now(), lifetime: .seconds(lifetime))
            session["language"] = "ja"
            try store.save(session)
        }
        #expect(told.withLock { $0 } == [idle, fresh])
        #expect(try store.session(used.id) != nil)

        // A quiet site forgets ended sessions when asked.
        clock.advance(by: .seconds(2000))
        try other.forgetEnded()
        #expect(told.withLock { $0 }.count == 5, "the three sessions left, all ended")
        try store.forgetEnded()
        #expect(told.withLock { $0 }.count == 5)
    }

    @Test func endedSessionsAreToldOnSQLite() throws { try onTwoSQLiteConnections(endings) }

    @Test(.requiresPostgres) func endedSessionsAreToldOnPostgreSQL() throws {
        try onTwoPostgresConnections(endings)
    }

    @Test func theNumberOfSessionsIsBoundedOnSQLite() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory + "/sessions.sqlite")
            defer { database.close() }
            try bounded(database)
        }
        try TestDatabases.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory + "/paced.sqlite")
            defer { database.close() }
            try checkedEveryHundredthOfTheBound(database)
        }
    }

    @Test(.requiresPostgres) func theNumberOfSessionsIsBoundedOnPostgreSQL() throws {
        try TestDatabases.withPostgres { database, _ in try bounded(database) }
        try TestDatabases.withPostgres { database, _ in try checkedEveryHundredthOfTheBound(database) }
    }

    @Test func onSQLite() throws { try onTwoSQLiteConnections(exercise) }

    @Test(.requiresPostgres) func onPostgreSQL() throws { try onTwoPostgresConnections(exercise) }

    @Test func savesAtOnceAllSucceedOnSQLite() throws { try onTwoSQLiteConnections(savedAtOnce) }

    @Test func aLoginIsForgottenLastOnSQLite() throws {
        try onTwoSQLiteConnections { one, _ in try keptLast(one) }
    }

    @Test(.requiresPostgres) func aLoginIsForgottenLastOnPostgreSQL() throws {
        try onTwoPostgresConnections { one, _ in try keptLast(one) }
    }

    @Test(.requiresPostgres) func savesAtOnceAllSucceedOnPostgreSQL() throws {
        try onTwoPostgresConnections(savedAtOnce)
    }

    /// `body` with two connections to one new SQLite file, as two instances of the site have.
    private func onTwoSQLiteConnections(_ body: (any Database, any Database) throws -> Void) throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let first = try SQLiteDatabase(path: directory + "/sessions.sqlite")
            defer { first.close() }
            let second = try SQLiteDatabase(path: directory + "/sessions.sqlite")
            defer { second.close() }
            try body(first, second)
        }
    }

    /// `body` with two connections to one new PostgreSQL database.
    private func onTwoPostgresConnections(_ body: (any Database, any Database) throws -> Void) throws {
        try TestDatabases.withPostgres { database, configuration in
            let second = try PostgresDatabase(configuration: configuration)
            defer { second.close() }
            try body(database, second)
        }
    }
}
