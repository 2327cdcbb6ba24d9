import Basics
import TestSupport
import Testing

/// The webhook calls the webhook tests make, on the test base.
extension InProcessAirtable {
    static let webhooks = "/v0/bases/\(TestSchema.baseID)/webhooks"

    /// Creates a webhook with `filters` (and `includes`, JSON text) and, if given, a notification
    /// URL; its id and secret.
    func createWebhook(
        filters: String = #"{"dataTypes":["tableData"]}"#, includes: String? = nil, url: String? = nil
    )
        throws -> (id: String, secret: String)
    {
        let options = #"{"filters":\#(filters)\#(includes.map { #","includes":\#($0)"# } ?? "")}"#
        let notification = url.map { #""notificationUrl":"\#($0)","# } ?? ""
        let reply = call("POST", Self.webhooks, #"{\#(notification)"specification":{"options":\#(options)}}"#)
        #expect(reply.status == 200, "\(reply.text)")
        let json = try #require(reply.json)
        return (try #require(json["id"]?.stringValue), try #require(json["macSecretBase64"]?.stringValue))
    }

    /// The webhook with `id` as the list shows it.
    func listedWebhook(_ id: String) -> JSONValue? {
        call("GET", Self.webhooks).json?["webhooks"]?.arrayValue?.first { $0["id"]?.stringValue == id }
    }

    /// `GET …/payloads` of webhook `id` with `query` (`?cursor=…&limit=…`).
    func payloadPage(_ id: String, _ query: String = "") -> AirtableReply {
        call("GET", "\(Self.webhooks)/\(id)/payloads\(query)")
    }

    /// Every payload of webhook `id` from cursor 1 on (one page of 50).
    func payloads(_ id: String) -> [JSONValue] { payloadPage(id).json?["payloads"]?.arrayValue ?? [] }
}
