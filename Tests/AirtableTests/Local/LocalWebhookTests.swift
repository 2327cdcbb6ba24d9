import Airtable
import AirtableModel
import Basics
import Foundation
import Testing

/// The client's webhook management against `airtable-local` on loopback: create (the secret is given
/// once), list, refresh, notifications off and on, delete, and Airtable's refusals as errors.
@Suite struct LocalWebhookTests {
    static let tableData = WebhookSpecification(filters: WebhookFilters(dataTypes: [.tableData]))

    @Test func createListRefreshSwitchAndDelete() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let specification = WebhookSpecification(
            filters: WebhookFilters(
                dataTypes: [.tableData, .tableFields], recordChangeScope: local.schema.id,
                changeTypes: [.add, .update]),
            includes: WebhookIncludes(cellValuesInFieldIds: .all, previousCellValues: true))
        let created = try await local.base.createWebhook(
            NewWebhook(notificationUrl: "http://127.0.0.1:9/ping", specification: specification))
        #expect(AirtableID.isValid(created.id, .webhook))
        #expect(Data(base64Encoded: created.macSecretBase64)?.count == 32)

        let listed = try #require(try await local.base.webhooks().first)
        #expect(listed.id == created.id)
        #expect(listed.specification == specification)
        #expect(listed.isHookEnabled && listed.areNotificationsEnabled)
        #expect(listed.cursorForNextPayload == 1)
        #expect(listed.expirationTime == created.expirationTime)
        #expect(listed.lastNotificationResult == nil && listed.lastSuccessfulNotificationTime == nil)

        local.server.clock.advance(by: .seconds(3600))
        let expiration = try await local.base.refreshWebhook(created.id)
        #expect(expiration != created.expirationTime)
        try await local.base.setWebhookNotifications(created.id, enabled: false)
        #expect(try await local.base.webhooks().first?.areNotificationsEnabled == false)
        #expect(try await local.base.webhooks().first?.expirationTime == expiration)

        try await local.base.deleteWebhook(created.id)
        #expect(try await local.base.webhooks().isEmpty)
        let missing = await #expect(throws: AirtableError.self) {
            try await local.base.deleteWebhook(created.id)
        }
        #expect(missing?.status == 404)
    }

    @Test func theEleventhWebhookIsRefused() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        for _ in 0..<AirtableLimits.webhooksPerBase {
            _ = try await local.base.createWebhook(NewWebhook(specification: Self.tableData))
        }
        let refused = await #expect(throws: AirtableError.self) {
            try await local.base.createWebhook(NewWebhook(specification: Self.tableData))
        }
        #expect(refused?.type == .tooManyWebhooks)
    }
}
