import Foundation
import SQL
import TestSupport
import Testing

/// `exclusiveToProcess`: other processes cannot open the file while it is open (here a Python `sqlite3`
/// plays the other process), the process's own readers and writer still work together, and a second
/// process taking the same file is a clear `busy` error.
@Suite("SQLite file exclusive to its process")
struct ExclusiveFileTests {
    private static let exclusive = SQLiteConfiguration(
        busyTimeout: .milliseconds(300), exclusiveToProcess: true)

    @Test func anotherProcessCannotOpenTheFileUntilItIsClosed() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-sql-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/owned.sqlite"
        let database = try SQLiteDatabase(path: path, configuration: Self.exclusive)
        try database.execute("CREATE TABLE t (n INTEGER)")
        try database.execute("INSERT INTO t (n) VALUES (1), (2)")
        let whileOpen = try await Self.python(count: path)
        #expect(whileOpen.status != 0)
        #expect(whileOpen.stderr.contains("database is locked"), "\(whileOpen)")
        database.close()
        let afterClose = try await Self.python(count: path)
        #expect(afterClose.status == 0 && afterClose.stdout == "2\n", "\(afterClose)")
    }

    @Test func readersAndTheWriterShareTheFileWithinTheProcess() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(
                path: directory + "/owned.sqlite", configuration: Self.exclusive)
            defer { database.close() }
            try database.execute("CREATE TABLE t (n INTEGER)")
            try onThreads(4) { thread in
                for step in 0..<50 {
                    if thread == 0 {
                        try database.execute("INSERT INTO t (n) VALUES ($1)", [step])
                    } else {
                        _ = try database.read { try $0.query("SELECT count(*) AS c FROM t") }
                    }
                }
            }
            #expect(try database.read { try $0.query("SELECT n FROM t") }.count == 50)
        }
    }

    @Test func aSecondProcessTakingTheFileIsAClearBusyError() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/owned.sqlite"
            try SQLiteDatabase(path: path).close()
            // The other process takes the file the same way, and holds it until its stdin closes.
            let holder = try ChildProcess(
                try Self.pythonPath(),
                [
                    "-c",
                    """
                    import sqlite3, sys
                    db = sqlite3.connect("file:" + sys.argv[1] + "?vfs=unix-excl", uri=True)
                    db.execute("SELECT count(*) FROM sqlite_master").fetchall()
                    print("holding", flush=True)
                    sys.stdin.read()
                    """,
                    path,
                ], withInput: true)
            defer { holder.closeInput() }
            #expect(holder.readOutput { $0.contains("holding") ? true : nil } == true)
            let refused = #expect(throws: SQLError.self) {
                try SQLiteDatabase(path: path, configuration: Self.exclusive)
            }
            #expect(refused?.kind == .busy)
            #expect(refused?.message.contains("in use by another process") == true)
            holder.closeInput()
            holder.wait()
            try SQLiteDatabase(path: path, configuration: Self.exclusive).close()
        }
    }

    /// Counts `t`'s rows from another process, giving up on a lock at once.
    private static func python(count path: String) async throws -> CommandResult {
        try await Command.run(
            try pythonPath(),
            [
                "-c",
                """
                import sqlite3, sys
                db = sqlite3.connect(sys.argv[1], timeout=0.1)
                print(db.execute("SELECT count(*) FROM t").fetchone()[0])
                """,
                path,
            ], environment: ProcessInfo.processInfo.environment)
    }

    private static func pythonPath() throws -> String {
        try #require(
            ["/usr/bin/python3", "/usr/local/bin/python3"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            },
            "python3 plays the other process (scripts/test installs it)")
    }
}
