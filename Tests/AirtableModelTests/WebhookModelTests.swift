import AirtableModel
import Basics
import Foundation
import Testing

/// The webhook shapes read what they write, keep a specification as given, refuse members of the
/// wrong type by name, and sign and check a notification as Airtable does.
@Suite struct WebhookModelTests {
    @Test func aListedWebhookReadsWhatItWrites() throws {
        let text = """
            {"id":"ach00000000000001","type":"client","isHookEnabled":true,"notificationUrl":null,
             "cursorForNextPayload":4,"areNotificationsEnabled":true,"lastSuccessfulNotificationTime":null,
             "expirationTime":"2023-01-25T00:00:00.000Z",
             "lastNotificationResult":{"success":false,"error":{"message":"no"},
               "completionTimestamp":"2022-02-01T21:25:05.663Z","durationMs":2.5,"retryNumber":1,"willBeRetried":true},
             "specification":{"options":{"filters":{"dataTypes":["tableData","tableFields"],
               "recordChangeScope":"tbl00000000000001","changeTypes":["add"],"fromSources":["client"],
               "watchDataInFieldIds":["fld00000000000001"]},
               "includes":{"includeCellValuesInFieldIds":["fld00000000000002"],"includePreviousCellValues":true}}}}
            """
        let json = try JSONValue.parse(Array(text.utf8))
        let hook = try Webhook(json: json)
        #expect(hook.specification.filters.dataTypes == [.tableData, .tableFields])
        #expect(hook.specification.includes?.cellValuesInFieldIds == .fields(["fld00000000000002"]))
        #expect(hook.lastNotificationResult?.error == "no")
        #expect(try JSONValue.parse(Array(hook.jsonText.utf8)) == json)
        let decoded = try JSONDecoder().decode(Webhook.self, from: Data(try JSONEncoder().encode(hook)))
        #expect(decoded == hook)
    }

    @Test func aMemberOfTheWrongTypeIsNamed() throws {
        let json = try JSONValue.parse(
            Array(
                #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"watchDataInFieldIds":"fld1"}}}}"#
                    .utf8))
        #expect(throws: SchemaError.self) { try NewWebhook(json: json) }
        do {
            _ = try NewWebhook(json: json)
        } catch {
            #expect(error.description == "filters.watchDataInFieldIds must be an array")
        }
    }

    @Test func aNotificationIsSignedWithTheDecodedSecret() {
        // RFC 4231 case 2: key "Jefe".
        let body = Array("what do ya want for nothing?".utf8)
        let header = WebhookMAC.value(for: body, secretBase64: "SmVmZQ==")
        #expect(header == "hmac-sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(WebhookMAC.isValid(header ?? "", for: body, secretBase64: "SmVmZQ=="))
        #expect(!WebhookMAC.isValid((header ?? "").uppercased(), for: body, secretBase64: "SmVmZQ=="))
        #expect(!WebhookMAC.isValid(header ?? "", for: body, secretBase64: "not base64!"))
        #expect(WebhookMAC.value(for: body, secretBase64: "not base64!") == nil)
    }
}
