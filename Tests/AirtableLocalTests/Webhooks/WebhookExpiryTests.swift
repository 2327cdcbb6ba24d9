import Basics
import TestSupport
import Testing

/// On the store's clock: a webhook records for 7 days from its creation, refresh or last payload
/// listing; expired, it is listed as disabled and records nothing, and 7 days later it is gone.
/// Payloads are kept 7 days.
@Suite struct WebhookExpiryTests {
    let day = Duration.seconds(24 * 3600)

    @Test func anExpiredWebhookStopsRecordingAndIsThenDropped() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        airtable.clock.advance(by: day * 7)
        #expect(airtable.listedWebhook(id)?["isHookEnabled"] == .bool(false))
        airtable.create("People", [#"{"Name":"Ann"}"#])
        #expect(airtable.listedWebhook(id)?["cursorForNextPayload"] == .number(1))
        let refresh = airtable.call("POST", "\(InProcessAirtable.webhooks)/\(id)/refresh")
        #expect(refresh.status == 422)
        #expect(refresh.errorType == "INVALID_REQUEST_UNKNOWN")
        #expect(airtable.payloadPage(id).status == 200)

        airtable.clock.advance(by: day * 7)
        #expect(airtable.listedWebhook(id) == nil)
        #expect(airtable.payloadPage(id).status == 404)
    }

    @Test func refreshingOrListingKeepsAWebhookAlive() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let refreshed = try airtable.createWebhook()
        let polled = try airtable.createWebhook()
        let forgotten = try airtable.createWebhook()
        airtable.clock.advance(by: day * 6)
        airtable.call("POST", "\(InProcessAirtable.webhooks)/\(refreshed.id)/refresh")
        _ = airtable.payloadPage(polled.id)
        airtable.clock.advance(by: day * 6)
        airtable.create("People", [#"{"Name":"Ann"}"#])
        #expect(airtable.payloads(refreshed.id).count == 1)
        #expect(airtable.payloads(polled.id).count == 1)
        #expect(airtable.listedWebhook(forgotten.id)?["isHookEnabled"] == .bool(false))
        #expect(airtable.payloads(forgotten.id).isEmpty)
    }

    @Test func payloadsAreKeptSevenDays() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        airtable.create("People", [#"{"Name":"Old"}"#])
        airtable.clock.advance(by: day * 4)
        _ = airtable.payloadPage(id)
        airtable.create("People", [#"{"Name":"New"}"#])
        airtable.clock.advance(by: day * 4)
        let page = airtable.payloadPage(id).json
        #expect(page?["payloads"]?.arrayValue?.count == 1)
        #expect(page?["payloads"]?[0]?["timestamp"] == .string("2023-11-18T22:13:20.000Z"))
        #expect(page?["cursor"] == .number(3))
    }
}
