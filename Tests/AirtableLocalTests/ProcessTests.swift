import Basics
import Foundation
import SQL
import TestSupport
import Testing

@testable import AirtableLocal

#if canImport(Glibc)
    import Glibc
#endif

/// The `airtable-local` executable: start-up output, the wire, a huge body, and SIGKILL during batches.
@Suite(.serialized) struct ProcessTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("atl-\(name)-\(UUID().uuidString)").path
    }

    func start(data: String, schema: String) async throws -> ServerProcess {
        try TestSchema.json.write(toFile: schema, atomically: true, encoding: .utf8)
        return try await ServerProcess.start(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schema, "--data", data, "--no-rate-limit"],
            environment: ["AIRTABLE_LOCAL_TOKEN": TestAirtable.token, "PATH": "/usr/bin:/bin"])
    }

    @Test func servesOverTheWireAndAnswersAHugeBodyWith413() async throws {
        let schema = Self.temporaryPath("schema.json")
        defer { try? FileManager.default.removeItem(atPath: schema) }
        let server = try await start(data: ":memory:", schema: schema)
        defer { server.process.stop() }
        let base = "http://127.0.0.1:\(server.port)/v0/\(TestSchema.baseID)"
        let created = try await HTTP.send(
            "POST", "\(base)/People", token: TestAirtable.token,
            body: Array(#"{"fields":{"Name":"Ann"}}"#.utf8))
        #expect(created.status == 200)
        #expect(created.contentType == "application/json; charset=utf-8")
        let huge = Array(("{\"fields\":{\"Notes\":\"" + String(repeating: "x", count: 3 << 20) + "\"}}").utf8)
        let refused = try await HTTP.send("POST", "\(base)/People", token: TestAirtable.token, body: huge)
        #expect(refused.status == 413)
        #expect(refused.contentType == "application/json; charset=utf-8")
        #expect(try JSONValue.parse(refused.body)["error"]?["type"] == .string("INVALID_REQUEST_TOO_LARGE"))
        let listed = try await HTTP.send("GET", "\(base)/People", token: TestAirtable.token)
        #expect(try JSONValue.parse(listed.body)["records"]?.arrayValue?.count == 1)
        let unauthorized = try await HTTP.send("GET", "\(base)/People", token: nil)
        #expect(unauthorized.status == 401 && unauthorized.contentType == "application/json; charset=utf-8")
        server.process.send(SIGTERM)
        #expect(server.process.wait() == 0)
    }

    @Test func printsTheEndpointTheBasesAndAMadeTokenAndStopsOnSIGINT() async throws {
        let schema = Self.temporaryPath("schema.json")
        defer { try? FileManager.default.removeItem(atPath: schema) }
        try TestSchema.json.write(toFile: schema, atomically: true, encoding: .utf8)
        let process = try ChildProcess(
            try Executables.path("airtable-local"),
            ["--port", "0", "--schema", schema, "--data", ":memory:"],
            environment: ["PATH": "/usr/bin:/bin"])
        defer { process.stop() }
        let output: String? = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: process.readOutput { $0.contains("rate limits:") ? $0 : nil })
            }
            .start()
        }
        let text = try #require(output)
        #expect(text.contains(#"base appTest0000000001 "Test": People, Teams"#))
        #expect(text.contains("rate limits: 5 requests/s per base, 50/s per token"))
        let token = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("token (made for this run): ") }?
                .dropFirst("token (made for this run): ".count))
        #expect(token.hasPrefix("pat") && token.count == 82)
        let afterHost = try #require(text.range(of: "listening on http://127.0.0.1:")).upperBound
        let port = try #require(Int(text[afterHost...].prefix { $0.isNumber }))
        let reply = try await HTTP.send(
            "GET", "http://127.0.0.1:\(port)/v0/meta/whoami", token: String(token))
        #expect(reply.status == 200)
        let refused = try await HTTP.send("GET", "http://127.0.0.1:\(port)/v0/meta/whoami", token: "patOther")
        #expect(refused.status == 401)
        process.send(SIGINT)
        #expect(process.wait() == 0)
    }

    @Test func aMissingSchemaFileIsAClearError() async throws {
        let result = try await TestSupport.Command.run(
            try Executables.path("airtable-local"),
            ["--schema", "/nonexistent/base.json", "--data", ":memory:"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read schema file /nonexistent/base.json"))
        let usage = try await TestSupport.Command.run(
            try Executables.path("airtable-local"), ["--port", "1"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(usage.status == 2)
    }

    /// Batches of 10 run from several clients while the server is killed: every batch is stored
    /// completely or not at all, and the data file opens again.
    @Test func aBatchIsNeverHalfWrittenWhenKilled() async throws {
        let schema = Self.temporaryPath("schema.json")
        let data = Self.temporaryPath("data.sqlite")
        defer {
            for path in [schema, data, data + "-wal", data + "-shm"] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let server = try await start(data: data, schema: schema)
        let url = "http://127.0.0.1:\(server.port)/v0/\(TestSchema.baseID)/People"
        let succeeded = Counter()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for batch in 0..<10_000 {
                        let number = writer * 100_000 + batch
                        let records = (0..<10).map { _ in
                            #"{"fields":{"Name":"w\#(writer)","Age":\#(number),"Notes":"\#(String(repeating: "n", count: 500))"}}"#
                        }
                        let body = Array("{\"records\":[\(records.joined(separator: ","))]}".utf8)
                        guard
                            let reply = try? await HTTP.send(
                                "POST", url, token: TestAirtable.token, body: body),
                            reply.status == 200
                        else { return }
                        succeeded.add()
                    }
                }
            }
            group.addTask {
                while succeeded.value < 20 { try? await Task.sleep(for: .milliseconds(5)) }
                server.process.send(SIGKILL)
                server.process.wait()
            }
        }
        let database = try SQLiteDatabase(path: data)
        defer { database.close() }
        let store = try AirtableStore(database: database, schemas: [TestSchema.base()])
        let records = store.snapshot(TestSchema.baseID)?.tables[TestSchema.people]?.ordered ?? []
        let byBatch = Dictionary(grouping: records) { $0.cells["fldAge00000000001"] ?? .null }
        #expect(byBatch.count >= 20)
        for (batch, members) in byBatch {
            #expect(members.count == 10, "batch \(batch) has \(members.count) records")
            #expect(members.allSatisfy { $0.cells.count == 3 })
        }
    }
}

/// A counter shared between tasks.
final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
