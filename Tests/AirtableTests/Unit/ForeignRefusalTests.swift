import AirtableModel
import Courier
import Testing

@testable import Airtable

/// A 401, 403 or 404 without any of Airtable's bodies is another program's answer; with one it is
/// Airtable's, and a base's schema that answers Airtable's 404 is a missing schema, not that.
@Suite struct ForeignRefusalTests {
    private static let declared = TableSchema(
        id: "tblAAAAAAAAAAAAA1", name: "Orders",
        fields: [FieldSchema(id: "fldAAAAAAAAAAAAA1", name: "Name", type: .singleLineText)])

    @Test func setupAgainstAnotherServerKeepsItsAnswer() async throws {
        let stub = StubAirtable { _ in .json(#"{"error":true,"reason":"Not Found"}"#, status: 404) }
        let error = await #expect(throws: AirtableError.self) {
            try await stub.client.base("appAAAAAAAAAAAAA1").ensureTable(Self.declared)
        }
        #expect(error?.isForeignRefusal == true)
        #expect(error?.type == .httpError, "not taken for a base without a schema")
    }

    @Test func setupAgainstAirtablesNotFoundIsAMissingSchema() async throws {
        let stub = StubAirtable { _ in .json(#"{"error":"NOT_FOUND"}"#, status: 404) }
        let error = await #expect(throws: AirtableError.self) {
            try await stub.client.base("appAAAAAAAAAAAAA1").ensureTable(Self.declared)
        }
        #expect(error?.isForeignRefusal == false)
        #expect(error?.type == .schemaNotFound)
    }

    @Test(arguments: [401, 403, 404])
    func aRefusalWithoutAirtablesBodyIsForeign(status: Int) async throws {
        let stub = StubAirtable { _ in .json("<html>no</html>", status: status) }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.client.bases() }
        #expect(error?.isForeignRefusal == true)
    }

    /// A proxy's own 413 in front of Airtable, or any other refusal, keeps its words.
    @Test(arguments: [400, 413, 422])
    func otherStatusesWithoutTheBodyAreNot(status: Int) async throws {
        let stub = StubAirtable { _ in .json("<html>no</html>", status: status) }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.client.bases() }
        #expect(error?.isForeignRefusal == false)
    }
}
