import Airtable
import AirtableModel
import Foundation
import TestSupport
import Testing

/// Airtable's errors, as the real `airtable-local` answers them, reach callers as `AirtableError`.
@Suite struct LocalErrorTests {
    @Test func unknownTableRecordFieldAndFormula() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let missingTable = await #expect(throws: AirtableError.self) {
            _ = try await local.base.table("Nope", as: Meal.self).all()
        }
        #expect(missingTable?.type == "TABLE_NOT_FOUND")
        #expect(missingTable?.failureKind == .notFound)

        let missingRecord = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.get("recAAAAAAAAAAAAAA")
        }
        #expect(missingRecord?.failureKind == .notFound)

        let unknownField = await #expect(throws: AirtableError.self) {
            _ = try await local.cells.create(["Nope": .text("x")])
        }
        #expect(unknownField?.type == "UNKNOWN_FIELD_NAME")
        #expect(unknownField?.status == 422)
        // The response itself is kept, as airtable-local sent it.
        #expect(unknownField?.response?.status == 422)
        #expect(unknownField?.response?.headers["content-type"] == "application/json; charset=utf-8")
        #expect(
            unknownField?.response.map { String(decoding: $0.body, as: UTF8.self) }?.contains(
                "UNKNOWN_FIELD_NAME")
                == true)

        let badFormula = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.all(
                ListOptions(filterByFormula: Formula.field("Missing") == .number(1)))
        }
        #expect(badFormula?.type == "INVALID_FILTER_BY_FORMULA")

        let badUpdate = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.update([(id: "recAAAAAAAAAAAAAA", fields: ["Name": .text("x")])])
        }
        #expect(badUpdate?.type == "ROW_DOES_NOT_EXIST")
    }

    @Test func wrongTokenIsAnAuthenticationError() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let intruder = AirtableClient(
            AirtableConfiguration(endpoint: local.server.url, token: "patWRONG"))
        let error = await #expect(throws: AirtableError.self) {
            _ = try await intruder.base(LocalBase.baseID).table("Meals", as: Meal.self).all()
        }
        #expect(error?.failureKind == .authentication)
        #expect(error?.status == 401)
        #expect(error.map { "\($0)".contains("patWRONG") } == false)
    }

    /// A port that refuses (bound for the whole test, so no other test's server can take it).
    @Test func aPortThatRefusesIsUnreachable() async throws {
        let down = try RefusingPort()
        defer { withExtendedLifetime(down) {} }
        let endpoint = try #require(URL(string: "http://127.0.0.1:\(down.port)"))
        let client = AirtableClient(AirtableConfiguration(endpoint: endpoint, token: AirtableHarness.token))
        let error = await #expect(throws: AirtableError.self) { _ = try await client.whoami() }
        #expect(error?.type == .unreachable)
    }
}
