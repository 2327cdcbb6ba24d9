import TestSupport
import Testing

/// A base has at most ten webhooks: the eleventh is refused with Airtable's type, and deleting one
/// makes room.
@Suite struct WebhookLimitTests {
    @Test func theEleventhWebhookIsRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        var ids: [String] = []
        for _ in 0..<10 { ids.append(try airtable.createWebhook().id) }
        let body = #"{"specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}"#
        let refused = airtable.call("POST", InProcessAirtable.webhooks, body)
        #expect(refused.status == 422)
        #expect(refused.errorType == "TOO_MANY_WEBHOOKS_IN_BASE")
        #expect(airtable.call("GET", InProcessAirtable.webhooks).json?["webhooks"]?.arrayValue?.count == 10)

        airtable.call("DELETE", "\(InProcessAirtable.webhooks)/\(ids[3])")
        #expect(airtable.call("POST", InProcessAirtable.webhooks, body).status == 200)
    }
}
