import Basics
import Foundation
import SQL

/// Sessions in a database: SQLite for one machine, PostgreSQL for instances behind a proxy. Ended
/// sessions are never returned, and are deleted as new ones are saved; `whenEnded` is then told
/// what they held, so that the site can release it. The site's key is kept beside them, in
/// `web_keys`.
///
/// Anyone can make a session hold something (a language chosen), so their number is bounded: past
/// `maximumSessions`, the sessions that would end soonest (the least recently used) are forgotten,
/// but those the site keeps (`keeps`: sessions that hold a login) only once no other is left, so
/// no stranger making sessions by the thousand can end the logins of the people using the site.
/// Each instance checks after every hundredth of that many saves, so the table may briefly hold
/// about 1 % more per instance.
public final class SQLSessionStore: SessionStore {
    private let database: any Database
    private let clock: any CourierClock
    /// The most sessions kept.
    public let maximumSessions: Int
    /// Saves since the count was last checked.
    private let savesSinceTrim = Locked(0)
    private let whenEnded: EndedSessions?
    private let keeps: @Sendable (Session) -> Bool

    /// What is told of the sessions the store forgets without being asked to: their time ran out,
    /// or the store was full. Each ended session is told once, by the instance that deleted it,
    /// after the deletion is committed, on the thread that was saving: hand the work off.
    public typealias EndedSessions = @Sendable ([Session]) -> Void

    /// Opens the store, creating its table when missing. `keeps` says which sessions are forgotten
    /// last when the store is full.
    public init(
        database: any Database, clock: any CourierClock = SystemClock(), maximumSessions: Int = 100_000,
        keeps: @escaping @Sendable (Session) -> Bool = { _ in false }, whenEnded: EndedSessions? = nil
    ) throws {
        self.database = database
        self.clock = clock
        self.maximumSessions = max(1, maximumSessions)
        self.keeps = keeps
        self.whenEnded = whenEnded
        _ = try Migrator.migrate(database, [Self.createTable, Self.createKeys, Self.addKept])
    }

    static let createTable = Migration(name: "web_sessions") { connection, _ in
        _ = try connection.execute(
            "CREATE TABLE web_sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires BIGINT NOT NULL)")
        _ = try connection.execute("CREATE INDEX web_sessions_expires ON web_sessions (expires)")
    }

    static let addKept = Migration(name: "web_sessions_kept") { connection, _ in
        _ = try connection.execute("ALTER TABLE web_sessions ADD COLUMN kept INTEGER NOT NULL DEFAULT 0")
        _ = try connection.execute("CREATE INDEX web_sessions_kept_expires ON web_sessions (kept, expires)")
    }

    static let createKeys = Migration(name: "web_keys") { connection, _ in
        _ = try connection.execute("CREATE TABLE web_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    public func session(_ id: String) throws -> Session? {
        guard
            let row = try database.queryFirst(
                "SELECT data FROM web_sessions WHERE id = $1 AND expires > $2", [id, now]),
            let text = try? row.decode("data", as: String.self)
        else { return nil }
        return Self.session(stored: text)
    }

    /// A session from the JSON `save` writes (`JSONEncoder`'s: `expires` in seconds since 2001),
    /// read with Basics' parser: `JSONDecoder` took a tenth of a page's time. `nil` when it does not
    /// read as one.
    static func session(stored text: String) -> Session? {
        guard let object = (try? JSONValue.parse(Array(text.utf8)))?.objectValue,
            let id = object["id"]?.stringValue, let seconds = object["expires"]?.numberValue,
            let stored = object["values"]?.objectValue
        else { return nil }
        var values: [String: String] = [:]
        for (key, value) in stored {
            guard let text = value.stringValue else { return nil }
            values[key] = text
        }
        return Session(id: id, values: values, expires: Date(timeIntervalSinceReferenceDate: seconds))
    }

    public func save(_ session: Session) throws {
        let data = String(decoding: try JSONEncoder().encode(session), as: UTF8.self)
        let expires = Int64(session.expires.timeIntervalSince1970)
        let ended = try database.transaction { connection in
            let ended = try connection.query(Self.deleteEnded, [now])
            // One statement, so two saves of one session at once (two pages loading) both succeed,
            // the later winning, on PostgreSQL as on SQLite.
            _ = try connection.execute(
                """
                INSERT INTO web_sessions (id, data, expires, kept) VALUES ($1, $2, $3, $4)
                ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires = excluded.expires, kept = excluded.kept
                """,
                [session.id, data, expires, keeps(session) ? 1 : 0])
            return ended
        }
        tell(ended)
        let interval = max(1, maximumSessions / 100)
        let due = savesSinceTrim.withLock { saves in
            saves += 1
            guard saves >= interval else { return false }
            saves = 0
            return true
        }
        // The session is stored whatever becomes of the trim; a failed one is tried again later.
        if due { try? trim() }
    }

    /// Forgets the sessions that have ended, telling `whenEnded` of them. Saves do this as they go;
    /// a site calls it now and then as well, so that on a quiet site too what ended sessions held
    /// is released soon after they end.
    public func forgetEnded() throws {
        tell(try database.query(Self.deleteEnded, [now]))
    }

    private static let deleteEnded = "DELETE FROM web_sessions WHERE expires <= $1 RETURNING data"

    /// Forgets the sessions past `maximumSessions`: those not kept first, then the kept ones, each
    /// the soonest to end first. One statement, by the `(kept, expires)` index, that two instances
    /// may run at once without forgetting more than the excess.
    private func trim() throws {
        tell(
            try database.query(
                """
                DELETE FROM web_sessions WHERE (kept, expires) <= \
                (SELECT kept, expires FROM web_sessions ORDER BY kept DESC, expires DESC LIMIT 1 OFFSET $1) \
                RETURNING data
                """, [maximumSessions]))
    }

    /// Tells `whenEnded` of the sessions the deleted rows held.
    private func tell(_ deleted: [SQLRow]) {
        guard let whenEnded, !deleted.isEmpty else { return }
        let sessions = deleted.compactMap { row in
            (try? row.decode("data", as: String.self)).flatMap(Self.session(stored:))
        }
        if !sessions.isEmpty { whenEnded(sessions) }
    }

    public func delete(_ id: String) throws {
        _ = try database.execute("DELETE FROM web_sessions WHERE id = $1", [id])
    }

    /// The key named `site`: the first instance to ask stores a random one, and a second instance
    /// asking at the same moment finds that one (`ON CONFLICT DO NOTHING`, then a read).
    public func siteKey() throws -> [UInt8] {
        try database.transaction { connection in
            _ = try connection.execute(
                "INSERT INTO web_keys (name, value) VALUES ('site', $1) ON CONFLICT (name) DO NOTHING",
                [SecureRandom.hex(32)])
            guard let row = try connection.queryFirst("SELECT value FROM web_keys WHERE name = 'site'"),
                let key = [UInt8](hex: try row.decode("value", as: String.self)), key.count == 32
            else { throw SQLError(.decoding, "web_keys holds no 32-byte key named 'site'") }
            return key
        }
    }

    private var now: Int64 { Int64(clock.now().timeIntervalSince1970) }
}
