import Airtable
import AirtableModel
import Basics
import Foundation
import Testing

/// Reading a webhook's payloads through the client: pages by cursor and limit with `mightHaveMore`,
/// and every payload in turn with its cursor, as an `AsyncSequence`.
@Suite struct LocalWebhookPayloadTests {
    @Test func pagesAndTheSequenceFollowTheCursor() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let hook = try await local.base.createWebhook(
            NewWebhook(specification: WebhookSpecification(filters: WebhookFilters(dataTypes: [.tableData]))))
        let nameID = try #require(local.schema.fields.first { $0.name == "Name" }?.id)
        var ids: [String] = []
        for index in 1...5 {
            ids.append(try await local.meals.create(Meal(name: "meal \(index)")).id)
        }

        let first = try await local.base.webhookPayloads(hook.id, limit: 2)
        #expect(first.payloads.count == 2 && first.cursor == 3 && first.mightHaveMore)
        let created = try #require(
            first.payloads.first?.changedTablesById[local.schema.id]?.createdRecordsById[ids[0]])
        #expect(created.cellValuesByFieldId == [nameID: .string("meal 1")])
        #expect(first.payloads.first?.payloadFormat == "v0")
        let rest = try await local.base.webhookPayloads(hook.id, cursor: first.cursor, limit: 50)
        #expect(rest.payloads.count == 3 && rest.cursor == 6 && !rest.mightHaveMore)

        var seen: [(Int, String)] = []
        for try await (cursor, payload) in local.base.allWebhookPayloads(hook.id, from: 2, pageSize: 2) {
            let record = payload.changedTablesById[local.schema.id]?.createdRecordsById.keys.first
            seen.append((cursor, record ?? ""))
        }
        #expect(seen.map(\.0) == [2, 3, 4, 5])
        #expect(seen.map(\.1) == Array(ids[1...]))

        _ = try await local.meals.update(ids[0], fields: ["Name": .text("renamed")])
        var changes: [WebhookChangedRecord] = []
        for try await (_, payload) in local.base.allWebhookPayloads(hook.id, from: 6) {
            changes += payload.changedTablesById.values.flatMap(\.changedRecordsById.values)
        }
        #expect(changes.map(\.current) == [[nameID: .string("renamed")]])
    }
}
