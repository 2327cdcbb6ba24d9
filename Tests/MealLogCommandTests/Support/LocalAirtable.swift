import Foundation
import MealLog
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A real `airtable-local` child process on 127.0.0.1 (any free port), with its rate limits on, its
/// records in memory, and a token made for the run. The base holds the meal table of
/// `meallog schema`, or no table at all (`withTable: false`) so that `meallog setup` creates it.
final class LocalAirtable: Sendable {
    let url: URL
    let token: String
    let baseID: String
    private let server: ServerProcess
    private let scratch: Scratch
    private let log: Mutex<String>

    private init(server: ServerProcess, scratch: Scratch, token: String, baseID: String) {
        self.server = server
        self.scratch = scratch
        self.token = token
        self.baseID = baseID
        url = server.url
        log = Mutex("")
    }

    /// Starts a server, runs `body` with it and stops it, whether `body` throws or not.
    static func with<Value: Sendable>(
        withTable: Bool = true, _ body: (LocalAirtable) async throws -> Value
    ) async throws -> Value {
        let server = try await start(withTable: withTable)
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    private static func start(withTable: Bool) async throws -> LocalAirtable {
        let scratch = try Scratch("meallog-airtable")
        let baseID = MealTable.defaultBaseID
        let schema =
            withTable
            ? SchemaFile.json(baseID: baseID)
            : #"{"id":"\#(baseID)","name":"Meal log","tables":[]}"#
        let schemaFile = try scratch.write("meallog.base.json", schema)
        let token = "patMealLogTests." + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let process = try await ServerProcess.start(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schemaFile, "--data", ":memory:", "--token", token],
            environment: ["PATH": "/usr/bin:/bin"])
        let server = LocalAirtable(server: process, scratch: scratch, token: token, baseID: baseID)
        server.startDraining()
        return server
    }

    /// Stops the server with SIGTERM (SIGKILL after five seconds) and reaps it.
    func stop() async {
        let process = server.process
        await OwnThread.run {
            process.send(SIGTERM)
            let deadline = ContinuousClock.now + .seconds(5)
            while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
            process.stop()
        }
    }

    /// What the server printed after its start-up line (the last 16 KiB).
    var output: String { log.withLock { $0 } }

    private func startDraining() {
        let descriptor = server.process.output
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let text = String(decoding: buffer[0..<count], as: UTF8.self)
                log.withLock { $0 = String(($0 + text).suffix(16_384)) }
            }
        }.start()
    }
}
