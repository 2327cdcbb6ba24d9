import TestSupport
import Testing

/// Bodies and parameters of the wrong shape are refused with 422 `INVALID_REQUEST_UNKNOWN` (400 for
/// text that is not JSON), saying what is wrong; never a 5xx.
@Suite struct WebhookBadInputTests {
    let hooks = InProcessAirtable.webhooks

    static let badBodies: [(body: String, says: String)] = [
        (#"{}"#, "specification"),
        (#"{"specification":"x"}"#, "specification must be an object"),
        (#"{"specification":{}}"#, "options"),
        (#"{"specification":{"options":{}}}"#, "filters"),
        (#"{"specification":{"options":{"filters":{}}}}"#, "dataTypes"),
        (#"{"specification":{"options":{"filters":{"dataTypes":[]}}}}"#, "dataTypes"),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":"tableData"}}}}"#,
            "dataTypes must be an array"
        ),
        (#"{"specification":{"options":{"filters":{"dataTypes":["records"]}}}}"#, "records is not one of"),
        (#"{"specification":{"options":{"filters":{"dataTypes":[1]}}}}"#, "dataTypes must hold text"),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"changeTypes":["move"]}}}}"#,
            "move is not one of"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"fromSources":["mail"]}}}}"#,
            "mail is not a source"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"recordChangeScope":7}}}}"#,
            "recordChangeScope must be text"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"recordChangeScope":"tblNope000000000"}}}}"#,
            "recordChangeScope tblNope000000000"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"watchDataInFieldIds":["fldNope000000000"]}}}}"#,
            "field fldNope000000000"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"],"recordChangeScope":"tblTeams000000001","watchDataInFieldIds":["fldName0000000001"]}}}}"#,
            "field fldName0000000001 is not a field of tblTeams000000001"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"]},"includes":{"includeCellValuesInFieldIds":"some"}}}}"#,
            "includeCellValuesInFieldIds"
        ),
        (
            #"{"specification":{"options":{"filters":{"dataTypes":["tableData"]},"includes":{"includePreviousCellValues":"yes"}}}}"#,
            "includePreviousCellValues must be true or false"
        ),
        (
            #"{"notificationUrl":"ftp://127.0.0.1/x","specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}"#,
            "notificationUrl"
        ),
        (
            #"{"notificationUrl":5,"specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}"#,
            "notificationUrl must be text"
        ),
    ]

    @Test func aMalformedSpecificationIsRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for (body, says) in Self.badBodies {
            let reply = airtable.call("POST", hooks, body)
            #expect(reply.status == 422, "\(body): \(reply.text)")
            #expect(reply.errorType == "INVALID_REQUEST_UNKNOWN", "\(body)")
            #expect(
                reply.json?["error"]?["message"]?.stringValue?.contains(says) == true,
                "\(body): \(reply.text)")
        }
        #expect(airtable.call("POST", hooks, "not json").status == 400)
        #expect(airtable.call("POST", hooks, "[1]").status == 422)
        #expect(airtable.call("GET", hooks).json?["webhooks"]?.arrayValue?.isEmpty == true)
    }

    /// A client elsewhere may not have the server notify this machine's services: a loopback
    /// `notificationUrl` is taken only from a client on this machine (or in-process).
    @Test func aLoopbackNotificationURLIsTakenOnlyFromThisMachine() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        func create(_ url: String, from address: String?) -> AirtableReply {
            airtable.call(
                "POST", hooks,
                #"{"notificationUrl":"\#(url)","specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}"#,
                from: address)
        }
        for url in ["http://127.0.0.1:9/hook", "http://localhost/hook", "https://[::1]:8443/hook"] {
            let refused = create(url, from: "192.0.2.7")
            #expect(refused.status == 422 && refused.errorType == "INVALID_REQUEST_UNKNOWN", "\(url)")
            #expect(refused.json?["error"]?["message"]?.stringValue?.contains("this machine") == true)
        }
        #expect(create("https://example.com/hook", from: "192.0.2.7").status == 200)
        #expect(create("http://127.0.0.1:9/hook", from: "127.0.0.1").status == 200)
        #expect(create("http://127.0.0.1:9/hook", from: nil).status == 200)
        #expect(airtable.call("GET", hooks).json?["webhooks"]?.arrayValue?.count == 3)
    }

    @Test func badPayloadParametersAreRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        for query in [
            "?limit=51", "?limit=0", "?limit=x", "?cursor=x", "?cursor=0", "?cursor=1.5", "?cursor=-3",
        ] {
            let reply = airtable.payloadPage(id, query)
            #expect(reply.status == 422, "\(query): \(reply.text)")
            #expect(reply.errorType == "INVALID_REQUEST_UNKNOWN", "\(query)")
        }
        #expect(airtable.payloadPage(id, "?limit=50&cursor=1").status == 200)
    }

    @Test func enableNotificationsNeedsABoolean() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        for body in [#"{}"#, #"{"enable":"yes"}"#, #"{"enable":null}"#] {
            let reply = airtable.call("POST", "\(hooks)/\(id)/enableNotifications", body)
            #expect(reply.status == 422, "\(body)")
            #expect(reply.errorType == "INVALID_REQUEST_UNKNOWN")
        }
        #expect(airtable.call("POST", "\(hooks)/\(id)/enableNotifications", "nope").status == 400)
    }
}
