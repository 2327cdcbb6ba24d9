import AirtableModel
import Courier
import Foundation

/// A base's webhooks (scope `webhook:manage`): create one (keep its ``CreatedWebhook/macSecretBase64``:
/// it is never shown again), list them, keep one alive, switch its notifications, delete it, and read
/// its payloads by cursor. ``WebhookMAC`` checks the notifications a receiver gets.
extension AirtableBase {
    /// Every webhook of the base, with its state.
    public func webhooks() async throws(AirtableError) -> [Webhook] {
        let list: WebhookList = try await client.send(.get(AirtablePath.webhooks(of: id)))
        return list.webhooks
    }

    /// Creates a webhook; Airtable allows ten per base.
    public func createWebhook(_ webhook: NewWebhook) async throws(AirtableError) -> CreatedWebhook {
        try await client.send(.post(AirtablePath.webhooks(of: id), body: webhook))
    }

    /// Extends the life of webhook `webhookID` to seven days from now; its new expiration time.
    public func refreshWebhook(_ webhookID: String) async throws(AirtableError) -> String? {
        let answer: WebhookExpiration = try await client.send(
            Request(method: .post, path: AirtablePath.webhooks(of: id, webhookID, "refresh")))
        return answer.expirationTime
    }

    /// Turns the notifications of webhook `webhookID` on or off (its payloads are recorded either way).
    public func setWebhookNotifications(_ webhookID: String, enabled: Bool) async throws(AirtableError) {
        try await client.send(
            Request<Void>(
                method: .post, path: AirtablePath.webhooks(of: id, webhookID, "enableNotifications"),
                body: .json(NotificationSwitch(enable: enabled))))
    }

    /// Deletes webhook `webhookID` and its payloads.
    public func deleteWebhook(_ webhookID: String) async throws(AirtableError) {
        try await client.send(Request<Void>.delete(AirtablePath.webhooks(of: id, webhookID)))
    }

    /// One page of webhook `webhookID`'s payloads from `cursor` (the first is 1): at most `limit`
    /// (1…50, Airtable's default 50). Ask for the page's ``WebhookPayloadPage/cursor`` next; listing
    /// payloads also keeps the webhook alive.
    public func webhookPayloads(_ webhookID: String, cursor: Int = 1, limit: Int? = nil)
        async throws(AirtableError) -> WebhookPayloadPage
    {
        try await client.send(payloadRequest(webhookID, cursor: cursor, limit: limit))
    }

    /// Every payload of webhook `webhookID` from `cursor` on, each with its own cursor (to resume
    /// after it, ask from that cursor + 1), fetched a page at a time as the loop asks.
    public func allWebhookPayloads(_ webhookID: String, from cursor: Int = 1, pageSize: Int? = nil)
        -> WebhookPayloads
    {
        WebhookPayloads(
            pages: client.http.pages(
                payloadRequest(webhookID, cursor: cursor, limit: pageSize),
                paging: .cursor(parameter: "cursor") { page in
                    page.mightHaveMore && !page.payloads.isEmpty ? String(page.cursor) : nil
                }))
    }

    private func payloadRequest(_ webhookID: String, cursor: Int, limit: Int?) -> Request<WebhookPayloadPage>
    {
        var query = [URLQueryItem(name: "cursor", value: String(cursor))]
        if let limit { query.append(URLQueryItem(name: "limit", value: String(limit))) }
        return .get(AirtablePath.webhooks(of: id, webhookID, "payloads"), query: query)
    }
}

/// `{"enable": true|false}`.
struct NotificationSwitch: Encodable, Sendable {
    let enable: Bool
}
