import Basics
import Foundation
import SQL
import TestSupport
import Testing

@testable import AirtableLocal

#if canImport(Glibc)
    import Glibc
#endif

/// The `airtable-local` executable serving: the wire, a huge body, SIGTERM, and SIGKILL during
/// batches.
@Suite(.serialized) struct ProcessTests {
    @Test func servesOverTheWireAndAnswersAHugeBodyWith413() async throws {
        try await AirtableHarness.process(schema: TestSchema.json, rateLimits: false) { airtable in
            let base = "\(airtable.url.absoluteString)/v0/\(TestSchema.baseID)"
            let created = try await HTTP.send(
                "POST", "\(base)/People", token: AirtableHarness.token,
                body: Array(#"{"fields":{"Name":"Ann"}}"#.utf8))
            #expect(created.status == 200)
            #expect(created.contentType == "application/json; charset=utf-8")
            let huge = Array(
                ("{\"fields\":{\"Notes\":\"" + String(repeating: "x", count: 3 << 20) + "\"}}").utf8)
            let refused = try await HTTP.send(
                "POST", "\(base)/People", token: AirtableHarness.token, body: huge)
            #expect(refused.status == 413)
            #expect(refused.contentType == "application/json; charset=utf-8")
            #expect(
                try JSONValue.parse(refused.body)["error"]?["type"] == .string("INVALID_REQUEST_TOO_LARGE"))
            let listed = try await HTTP.send("GET", "\(base)/People", token: AirtableHarness.token)
            #expect(try JSONValue.parse(listed.body)["records"]?.arrayValue?.count == 1)
            let unauthorized = try await HTTP.send("GET", "\(base)/People", token: nil)
            #expect(
                unauthorized.status == 401 && unauthorized.contentType == "application/json; charset=utf-8")
            airtable.server.process.send(SIGTERM)
            #expect(await airtable.server.process.exited() == 0)
        }
    }

    /// Batches of 10 run from several clients while the server is killed: every batch is stored
    /// completely or not at all, and the data file opens again.
    @Test func aBatchIsNeverHalfWrittenWhenKilled() async throws {
        let scratch = try ScratchDirectory("airtable-local-killed")
        let data = scratch.appending("data.sqlite").path
        try await AirtableHarness.process(schema: TestSchema.json, data: data, rateLimits: false) {
            airtable in
            let url = "\(airtable.url.absoluteString)/v0/\(TestSchema.baseID)/People"
            let process = airtable.server.process
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
                                    "POST", url, token: AirtableHarness.token, body: body),
                                reply.status == 200
                            else { return }
                            succeeded.add()
                        }
                    }
                }
                group.addTask {
                    while succeeded.value < 20 { try? await Task.sleep(for: .milliseconds(5)) }
                    process.send(SIGKILL)
                    await process.exited()
                }
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
