import Airtable
import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

/// A receiver checks airtable-local's notification with the secret the client was given on creation
/// (``WebhookMAC``), reads it as a ``WebhookNotification``, and then lists the payloads it announces.
@Suite struct LocalWebhookNotificationTests {
    @Test func aPingIsVerifiedWithTheSecretAndLeadsToThePayloads() async throws {
        let listener = try WebhookListener()
        defer { listener.stop() }
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let hook = try await local.base.createWebhook(
            NewWebhook(
                notificationUrl: listener.url,
                specification: WebhookSpecification(filters: WebhookFilters(dataTypes: [.tableData]))))
        let meal = try await local.meals.create(Meal(name: "soup"))

        #expect(await eventually { !listener.received.isEmpty })
        let ping = try #require(listener.received.first)
        let header = try #require(ping.signature)
        #expect(WebhookMAC.isValid(header, for: ping.body, secretBase64: hook.macSecretBase64))
        #expect(
            !WebhookMAC.isValid(header, for: ping.body, secretBase64: Data(count: 32).base64EncodedString()))
        #expect(!WebhookMAC.isValid("hmac-sha256=00", for: ping.body, secretBase64: hook.macSecretBase64))
        let notification = try JSONDecoder().decode(WebhookNotification.self, from: Data(ping.body))
        #expect(notification.baseID == LocalBase.baseID && notification.webhookID == hook.id)

        let page = try await local.base.webhookPayloads(notification.webhookID)
        #expect(page.payloads.first?.changedTablesById[local.schema.id]?.createdRecordsById[meal.id] != nil)
    }
}
