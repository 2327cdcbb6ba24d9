import Courier
import Foundation
import SQL
import TILModels
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `til-server` process killed with SIGKILL in the middle of a stream of writes loses none that it
/// acknowledged: after a restart on the same SQLite file every acknowledged acronym is there, and
/// SQLite's `PRAGMA integrity_check` says `ok`.
@Suite("Crash recovery")
struct CrashRecoveryTests {
    static let writers = 4
    /// Acknowledged writes to wait for before the kill.
    static let writesBeforeKill = 200

    @Test func acknowledgedWritesSurviveSIGKILL() async throws {
        let directory = try TemporaryDirectory.make("til-crash")
        defer { TemporaryDirectory.remove(directory) }
        let path = directory + "/til.sqlite"

        let first = try await Self.startServer(database: path)
        let client = try await TestClient.connect(port: first.port)
        let token = try await BookAPI(client: client, level: .chapter19).login()
        let acknowledged = Acknowledged()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<Self.writers {
                group.addTask {
                    for index in 0... {
                        let body =
                            #"{"short":"W\#(writer)-\#(index)","long":"Write \#(index) of writer \#(writer)"}"#
                        // A request the kill interrupts fails in the transport: not acknowledged.
                        guard
                            let response = try? await client.send(
                                .post, "/api/acronyms", json: body, token: token)
                        else { return }
                        try #require(response.status == 200, "\(response)")
                        await acknowledged.add(try response.decode(Acronym.self))
                    }
                }
            }
            while await acknowledged.count < Self.writesBeforeKill {
                try await Task.sleep(for: .milliseconds(2))
            }
            first.process.send(SIGKILL)
            try await group.waitForAll()
        }
        let status = await first.process.exited()
        #expect(status == 128 + SIGKILL)
        let written = await acknowledged.acronyms
        #expect(written.count >= Self.writesBeforeKill)

        // The file as the crash left it: intact, with every acknowledged row.
        let stored = try await OwnThread.run { try Self.inspect(path) }
        #expect(stored.integrity == "ok")
        #expect(Set(written.compactMap(\.id)).isSubset(of: stored.ids))

        // And a restarted server serves all of it.
        let second = try await Self.startServer(database: path)
        let restarted = try await TestClient.connect(port: second.port)
        let listed = try await restarted.get("/api/acronyms").decode([Acronym].self)
        #expect(Set(written).isSubset(of: Set(listed)))
        #expect(listed.count == stored.ids.count)
        let users = try await restarted.get("/api/users").decode([User].self)
        #expect(users.map(\.username) == ["admin"])
        // The token issued before the crash still works.
        let after = try await restarted.send(
            .post, "/api/acronyms", json: #"{"short":"AFTER","long":"x"}"#, token: token)
        #expect(after.status == 200)
        second.process.send(SIGTERM)
        #expect(await second.process.exited() == 0)
        #expect(try await OwnThread.run { try Self.inspect(path) }.integrity == "ok")
    }

    private static func startServer(database: String) async throws -> ServerProcess {
        try await ServerProcess.start(
            try Executables.path("til-server"), ["--port", "0", "--database", database],
            environment: ["TIL_BCRYPT_COST": "\(TILTestServer.bcryptCost)", "LOG_LEVEL": "warning"])
    }

    /// Opens the file with the SQL library: the integrity check's answer and the acronyms' ids.
    private static func inspect(_ path: String) throws -> (integrity: String, ids: Set<UUID>) {
        let database = try SQLiteDatabase(path: path)
        defer { database.close() }
        let integrity = try database.query("PRAGMA integrity_check").map {
            try $0.decode("integrity_check", as: String.self)
        }
        let ids = try database.query("SELECT id FROM acronyms").map { try $0.decode("id", as: UUID.self) }
        return (integrity.joined(separator: "; "), Set(ids))
    }
}

/// The writes a server has acknowledged with 200, collected from several tasks.
private actor Acknowledged {
    private(set) var acronyms: [Acronym] = []
    var count: Int { acronyms.count }
    func add(_ acronym: Acronym) { acronyms.append(acronym) }
}
