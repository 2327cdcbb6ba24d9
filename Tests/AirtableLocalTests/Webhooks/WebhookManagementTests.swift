import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

/// Creating, listing, refreshing, switching notifications and deleting webhooks, in Airtable's
/// shapes: the MAC secret is given once, on creation.
@Suite struct WebhookManagementTests {
    let hooks = InProcessAirtable.webhooks

    @Test func aCreatedWebhookIsListedWithoutItsSecret() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", hooks,
            #"{"notificationUrl":"http://127.0.0.1:9/ping","specification":{"options":{"filters":{"dataTypes":["tableData"],"recordChangeScope":"tblPeople00000001"},"includes":{"includeCellValuesInFieldIds":"all"}}}}"#
        )
        #expect(created.status == 200, "\(created.text)")
        let answer = try #require(created.json?.objectValue)
        #expect(Set(answer.keys) == ["id", "macSecretBase64", "expirationTime"])
        let id = try #require(answer["id"]?.stringValue)
        #expect(AirtableID.isValid(id, .webhook))
        let secret = try #require(answer["macSecretBase64"]?.stringValue)
        #expect(Data(base64Encoded: secret)?.count == 32)
        #expect(answer["expirationTime"] == .string("2023-11-21T22:13:20.000Z"))

        let listed = try #require(airtable.call("GET", hooks).json?["webhooks"]?.arrayValue)
        #expect(listed.count == 1)
        let hook = try #require(listed.first)
        #expect(
            hook
                == .object([
                    "id": .string(id), "type": .string("client"), "isHookEnabled": .bool(true),
                    "notificationUrl": .string("http://127.0.0.1:9/ping"), "cursorForNextPayload": .number(1),
                    "areNotificationsEnabled": .bool(true), "lastSuccessfulNotificationTime": .null,
                    "expirationTime": .string("2023-11-21T22:13:20.000Z"), "lastNotificationResult": .null,
                    "specification": .object([
                        "options": .object([
                            "filters": .object([
                                "dataTypes": .array([.string("tableData")]),
                                "recordChangeScope": .string("tblPeople00000001"),
                            ]),
                            "includes": .object(["includeCellValuesInFieldIds": .string("all")]),
                        ])
                    ]),
                ]))
        #expect(!airtable.call("GET", hooks).text.contains(secret))
    }

    @Test func notificationsAreSwitchedOffAndOn() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        let off = airtable.call("POST", "\(hooks)/\(id)/enableNotifications", #"{"enable":false}"#)
        #expect(off.status == 200)
        #expect(off.json == .object([:]))
        #expect(airtable.listedWebhook(id)?["areNotificationsEnabled"] == .bool(false))
        airtable.call("POST", "\(hooks)/\(id)/enableNotifications", #"{"enable":true}"#)
        #expect(airtable.listedWebhook(id)?["areNotificationsEnabled"] == .bool(true))
    }

    @Test func aRefreshExtendsTheLifeToSevenDaysFromNow() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        airtable.clock.advance(by: .seconds(24 * 3600))
        let refreshed = airtable.call("POST", "\(hooks)/\(id)/refresh")
        #expect(refreshed.status == 200)
        #expect(refreshed.json == .object(["expirationTime": .string("2023-11-22T22:13:20.000Z")]))
        #expect(airtable.listedWebhook(id)?["expirationTime"] == .string("2023-11-22T22:13:20.000Z"))
    }

    @Test func aDeletedWebhookIsGone() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        let (other, _) = try airtable.createWebhook()
        let deleted = airtable.call("DELETE", "\(hooks)/\(id)")
        #expect(deleted.status == 200)
        let ids = airtable.call("GET", hooks).json?["webhooks"]?.arrayValue?.compactMap {
            $0["id"]?.stringValue
        }
        #expect(ids == [other])
        for (method, path) in [
            ("DELETE", "\(hooks)/\(id)"), ("POST", "\(hooks)/\(id)/refresh"),
            ("GET", "\(hooks)/\(id)/payloads"), ("GET", "\(hooks)/\(id)/payloads?cursor=0&limit=99"),
        ] {
            let reply = airtable.call(method, path)
            #expect(reply.status == 404, "\(method) \(path)")
            #expect(reply.json == .object(["error": .string("NOT_FOUND")]))
        }
        let enable = airtable.call("POST", "\(hooks)/\(id)/enableNotifications", #"{"enable":true}"#)
        #expect(enable.status == 404)
    }

    @Test func anUnknownBaseIsRefusedAsAirtableDoes() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for (method, path) in [
            ("GET", "/v0/bases/appNope000000000/webhooks"), ("POST", "/v0/bases/appNope000000000/webhooks"),
            ("GET", "/v0/bases/appNope000000000/webhooks/achNope000000000/payloads"),
        ] {
            let reply = airtable.call(method, path, "{}")
            #expect(reply.status == 403, "\(method) \(path)")
            #expect(reply.errorType == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
        }
    }
}
