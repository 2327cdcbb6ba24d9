import AirtableModel
import Basics
import Courier
import Foundation
import Testing

@testable import Airtable

/// Writes are chunked to 10 records, sent one after another, with the documented bodies.
@Suite struct BatchWriteTests {
    /// Echoes `{"records":[…]}` for the records in the body, numbering new ones.
    private static func echo(_ request: HTTPRequest) -> StubTransport.Answer {
        let records = request.jsonBody["records"] as? [[String: Any]] ?? []
        let made = records.enumerated().map { index, entry in
            Samples.record((entry["id"] as? String) ?? Samples.recordID(index + 1))
        }
        return .json(#"{"records":[\#(made.joined(separator: ","))]}"#)
    }

    @Test func createChunksByTenInOrder() async throws {
        let stub = StubAirtable { Self.echo($0) }
        let fields = (1...25).map { ["Name": CellValue.text("meal \($0)")] }
        let created = try await stub.table().create(fields, typecast: true)
        #expect(created.count == 25)
        let bodies = stub.requests.map(\.jsonBody)
        #expect(bodies.map { ($0["records"] as? [Any])?.count } == [10, 10, 5])
        #expect(bodies.allSatisfy { $0["typecast"] as? Bool == true })
        let names = bodies.flatMap { ($0["records"] as? [[String: [String: String]]]) ?? [] }.compactMap {
            $0["fields"]?["Name"]
        }
        #expect(names == (1...25).map { "meal \($0)" })
    }

    @Test func anAnswerShortOfRecordsIsNotASuccess() async throws {
        // The second chunk's answer leaves out its last record.
        let stub = StubAirtable { request in
            let records = request.jsonBody["records"] as? [[String: Any]] ?? []
            let made = records.dropLast(records.count < 10 ? 1 : 0).indices.map {
                Samples.record(Samples.recordID($0 + 1))
            }
            return .json(#"{"records":[\#(made.joined(separator: ","))]}"#)
        }
        let fields = (1...15).map { ["Name": CellValue.text("meal \($0)")] }
        let error = await #expect(throws: AirtableError.self) { try await stub.table().create(fields) }
        #expect(error?.type == .decoding)
        #expect(error?.status == 200)
        #expect(
            error?.message
                == "the answer holds 4 records for the 5 sent (the first 10 of 15 records were written; "
                + "the next 5 may have been too)")
        #expect(error?.failureKind == .unavailable)
    }

    @Test(arguments: [#"{"records":[],"createdRecords":[],"updatedRecords":[]}"#, #"{"records":[]}"#])
    func upsertsAndDeletesAnsweredForNoRecordFail(answer: String) async throws {
        let stub = StubAirtable { _ in .json(answer) }
        let upsert = await #expect(throws: AirtableError.self) {
            try await stub.table().upsert([["Name": .text("a")]], fieldsToMergeOn: ["Name"])
        }
        #expect(upsert?.type == .decoding)
        let delete = await #expect(throws: AirtableError.self) {
            try await stub.table().delete([Samples.recordID(1), Samples.recordID(2)])
        }
        #expect(delete?.message == "the answer holds 0 records for the 2 sent")
    }

    /// A delete answered with `"deleted": false` is not taken for a success, one record or many.
    @Test func aDeleteAnsweredNotDeletedFails() async throws {
        let one = Samples.recordID(1)
        let two = Samples.recordID(2)
        let batch = StubAirtable { _ in
            .json(#"{"records":[{"id":"\#(one)","deleted":true},{"id":"\#(two)","deleted":false}]}"#)
        }
        let many = await #expect(throws: AirtableError.self) { try await batch.table().delete([one, two]) }
        #expect(many?.type == .decoding)
        #expect(many?.message == "the answer says 1 of the 2 records were not deleted: \(two)")
        let single = StubAirtable { _ in .json(#"{"id":"\#(one)","deleted":false}"#) }
        let error = await #expect(throws: AirtableError.self) { try await single.table().delete(one) }
        #expect(error?.type == .decoding)
        #expect(error?.request?.hasPrefix("DELETE ") == true)
        let fine = StubAirtable { _ in .json(#"{"id":"\#(one)","deleted":true}"#) }
        try await fine.table().delete(one)
    }

    @Test func updateIsPATCHWithIDsAndNullClears() async throws {
        let stub = StubAirtable { Self.echo($0) }
        let updates = (1...12).map { (id: Samples.recordID($0), fields: ["Notes": CellValue.null]) }
        _ = try await stub.table().update(updates)
        #expect(stub.requests.map(\.method) == [.patch, .patch])
        let first = try #require((stub.requests.first?.jsonBody["records"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == Samples.recordID(1))
        #expect((first["fields"] as? [String: Any])?["Notes"] is NSNull)
    }

    @Test func singleWritesUseTheRecordPath() async throws {
        let stub = StubAirtable { request in
            request.method == .delete
                ? .json(#"{"id":"rec00000000000001","deleted":true}"#)
                : .json(Samples.record("rec00000000000001"))
        }
        let table = stub.table()
        _ = try await table.update("rec00000000000001", fields: ["Name": .text("a")])
        _ = try await table.replace("rec00000000000001", with: ["Name": .text("b")], typecast: true)
        try await table.delete("rec00000000000001")
        #expect(stub.requests.map(\.method) == [.patch, .put, .delete])
        #expect(stub.requests.allSatisfy { $0.url.path == "/v0/appTESTBASE000001/Meals/rec00000000000001" })
        #expect(stub.requests[1].jsonBody["typecast"] as? Bool == true)
        #expect(stub.requests[2].body == nil)
    }

    @Test func batchDeleteUsesRepeatedQueryParameters() async throws {
        let stub = StubAirtable { request in
            let ids =
                URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.compactMap(
                    \.value) ?? []
            let records = ids.map { #"{"id":"\#($0)","deleted":true}"# }.joined(separator: ",")
            return .json(#"{"records":[\#(records)]}"#)
        }
        try await stub.table().delete((1...11).map(Samples.recordID))
        #expect(stub.requests.count == 2)
        #expect(stub.requests[1].rawQuery == "records%5B%5D=\(Samples.recordID(11))")
    }

    @Test func upsertSendsPerformUpsertAndGathersIDs() async throws {
        let stub = StubAirtable { request in
            let count = (request.jsonBody["records"] as? [Any])?.count ?? 0
            let ids = (1...count).map { Samples.recordID($0) }
            let records = ids.map { Samples.record($0) }.joined(separator: ",")
            return .json(
                #"{"records":[\#(records)],"createdRecords":["\#(ids[0])"],"updatedRecords":[\#(ids.dropFirst().map { "\"\($0)\"" }.joined(separator: ","))]}"#
            )
        }
        let result = try await stub.table().upsert(
            (1...12).map { ["Name": .text("n\($0)")] }, fieldsToMergeOn: ["Name"], replace: true)
        #expect(result.records.count == 12)
        #expect(result.createdRecordIDs.count == 2)
        #expect(result.updatedRecordIDs.count == 10)
        #expect(stub.requests.map(\.method) == [.put, .put])
        let perform = stub.requests[0].jsonBody["performUpsert"] as? [String: [String]]
        #expect(perform == ["fieldsToMergeOn": ["Name"]])
    }

    @Test func aFailedChunkSaysHowManyWereWritten() async throws {
        let stub = StubAirtable { call, request in
            if call == 3 {
                return .json(#"{"error":{"type":"INVALID_VALUE_FOR_COLUMN","message":"bad"}}"#, status: 422)
            }
            return Self.echo(request)
        }
        let error = await #expect(throws: AirtableError.self) {
            _ = try await stub.table().create((1...30).map { ["Name": .text("\($0)")] })
        }
        #expect(error?.type == "INVALID_VALUE_FOR_COLUMN")
        #expect(error?.message == "bad (the first 20 of 30 records were written)")
        #expect(error?.writtenRecordIDs.count == 20)
    }

    /// A write cut off after the server may have acted on it says so, and an upsert's error holds
    /// what the requests before it wrote.
    @Test func aChunkThatMayHaveBeenWrittenSaysSo() async throws {
        let stub = StubAirtable { call, request in
            if call == 2 { return .failure(TransportError(.timedOut, "timed out")) }
            return Self.echo(request)
        }
        let error = await #expect(throws: AirtableError.self) {
            _ = try await stub.table().upsert(
                (1...25).map { ["Name": .text("\($0)")] }, fieldsToMergeOn: ["Name"])
        }
        #expect(
            error?.message.hasSuffix(
                "(the first 10 of 25 records were written; the next 10 may have been too)") == true,
            "\(String(describing: error))")
        #expect(error?.writtenRecordIDs.count == 10)
        #expect(Set(error?.writtenRecordIDs ?? []).count == 10)
    }
}
