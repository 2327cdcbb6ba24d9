import AirtableModel
import Basics
import TestSupport
import Testing

/// A webhook with a loopback `notificationUrl` and notifications on is pinged after each write that
/// gives it a payload: `{base:{id}, webhook:{id}, timestamp}` signed with HMAC-SHA256 under its
/// secret; a failing receiver is tried again after 1, 2, 4 … s on the store's clock.
@Suite struct WebhookNotificationTests {
    @Test func aPayloadIsAnnouncedWithASignedPing() async throws {
        let listener = try WebhookListener()
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, secret) = try airtable.createWebhook(url: listener.url)
        airtable.create("People", [#"{"Name":"Ann"}"#])

        #expect(await eventually { airtable.listedWebhook(id)?["lastNotificationResult"] != .null })
        let ping = try #require(listener.received.first)
        #expect(
            try JSONValue.parse(ping.body)
                == .object([
                    "base": .object(["id": .string(TestSchema.baseID)]),
                    "webhook": .object(["id": .string(id)]),
                    "timestamp": .string("2023-11-14T22:13:20.000Z"),
                ]))
        let signature = try #require(ping.signature)
        #expect(signature == WebhookMAC.value(for: ping.body, secretBase64: secret))
        #expect(WebhookMAC.isValid(signature, for: ping.body, secretBase64: secret))
        #expect(!WebhookMAC.isValid(signature, for: ping.body + [32], secretBase64: secret))

        let hook = try #require(airtable.listedWebhook(id))
        #expect(hook["lastNotificationResult"]?["success"] == .bool(true))
        #expect(hook["lastNotificationResult"]?["retryNumber"] == .number(0))
        #expect(hook["lastNotificationResult"]?["completionTimestamp"] == .string("2023-11-14T22:13:20.000Z"))
        #expect(hook["lastNotificationResult"]?["durationMs"]?.numberValue != nil)
        #expect(hook["lastSuccessfulNotificationTime"] == .string("2023-11-14T22:13:20.000Z"))
    }

    @Test func noPingGoesWhenNotificationsAreOffOrTheURLIsElsewhere() async throws {
        let listener = try WebhookListener()
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let off = try airtable.createWebhook(url: listener.url)
        airtable.call(
            "POST", "\(InProcessAirtable.webhooks)/\(off.id)/enableNotifications", #"{"enable":false}"#)
        let elsewhere = try airtable.createWebhook(url: "https://example.com/ping")
        let on = try airtable.createWebhook(url: listener.url)
        airtable.create("People", [#"{"Name":"Ann"}"#])

        // The others' deliveries stop before sending: no request, and no result to keep.
        #expect(await eventually { airtable.listedWebhook(on.id)?["lastNotificationResult"] != .null })
        #expect(
            listener.received.count == 1,
            "\(airtable.listedWebhook(on.id)?["lastNotificationResult"]?.jsonText ?? "no result")")
        #expect(airtable.listedWebhook(off.id)?["lastNotificationResult"] == .null)
        #expect(airtable.listedWebhook(elsewhere.id)?["lastNotificationResult"] == .null)
    }

    @Test func aFailingReceiverIsTriedAgainWithBackoff() async throws {
        let listener = try WebhookListener(statuses: [503, 500])
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook(url: listener.url)
        airtable.create("People", [#"{"Name":"Ann"}"#])

        await airtable.clock.waitForSleepers(1)
        let first = try #require(airtable.listedWebhook(id)?["lastNotificationResult"])
        #expect(first["success"] == .bool(false))
        #expect(first["retryNumber"] == .number(0))
        #expect(first["willBeRetried"] == .bool(true))
        #expect(
            first["error"]
                == .object([
                    "message": .string("The HTTP request returned a 503 status code instead of 200 or 204")
                ]))
        #expect(airtable.listedWebhook(id)?["lastSuccessfulNotificationTime"] == .null)

        airtable.clock.advance(by: .seconds(1))
        await airtable.clock.waitForSleepers(1)
        #expect(listener.received.count == 2)
        #expect(airtable.listedWebhook(id)?["lastNotificationResult"]?["retryNumber"] == .number(1))
        #expect(airtable.clock.waits == [.seconds(1), .seconds(2)])

        airtable.clock.advance(by: .seconds(2))
        #expect(
            await eventually {
                airtable.listedWebhook(id)?["lastNotificationResult"]?["success"] == .bool(true)
            })
        #expect(listener.received.count == 3)
        let last = try #require(airtable.listedWebhook(id)?["lastNotificationResult"])
        #expect(last["retryNumber"] == .number(2))
        #expect(last["error"] == nil)
        #expect(
            airtable.listedWebhook(id)?["lastSuccessfulNotificationTime"]
                == .string("2023-11-14T22:13:23.000Z"))
    }

    /// A redirect could lead off the machine: it is not followed, so the notification failed.
    @Test func aReceiverThatRedirectsIsNotFollowed() async throws {
        let listener = try WebhookListener()
        let redirecting = try LoopbackHTTPServer { _ in .redirect(to: listener.url, status: 307) }
        defer { redirecting.stop() }
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook(url: redirecting.url("/ping").absoluteString)
        airtable.create("People", [#"{"Name":"Ann"}"#])

        await airtable.clock.waitForSleepers(1)
        let result = try #require(airtable.listedWebhook(id)?["lastNotificationResult"])
        #expect(result["success"] == .bool(false))
        #expect(
            result["error"]?["message"]
                == .string("The HTTP request returned a 307 status code instead of 200 or 204"))
        #expect(listener.received.isEmpty)
    }

    @Test func aReceiverThatIsNotThereIsTriedAgainToo() async throws {
        let refusing = try RefusingPort()
        let url = "http://127.0.0.1:\(refusing.port)/ping"
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook(url: url)
        airtable.create("People", [#"{"Name":"Ann"}"#])
        await airtable.clock.waitForSleepers(1)
        let result = try #require(airtable.listedWebhook(id)?["lastNotificationResult"])
        #expect(result["success"] == .bool(false))
        #expect(result["willBeRetried"] == .bool(true))
        #expect(
            result["error"]?["message"]?.stringValue?.hasPrefix("The HTTP request failed") == true,
            "\(result["error"]?["message"]?.stringValue ?? "no message")")
        withExtendedLifetime(refusing) {}
    }
}
