import AirtableModel
import Basics

/// One webhook as kept in memory and in the data file (`airtable_webhooks`), with the payloads it
/// has recorded (`airtable_webhook_payloads`), oldest first.
///
/// It records changes until `expirationTime` (7 days after it was created, refreshed or its payloads
/// listed); then it is shown with `isHookEnabled: false` and records nothing, and 7 days later it is
/// gone, as Airtable drops expired webhooks.
struct StoredWebhook: Sendable, Equatable {
    var id: String
    /// Its place among the base's webhooks, in creation order (times can tie).
    var position: Int
    var macSecretBase64: String
    var notificationURL: String?
    var specification: WebhookSpecification
    var createdTime: Timestamp
    var expirationTime: Timestamp
    var areNotificationsEnabled = true
    /// The cursor the next payload gets; the first is 1, and it never goes back.
    var cursorForNextPayload = 1
    var lastNotificationResult: WebhookNotificationResult?
    var lastSuccessfulNotificationTime: Timestamp?
    var payloads: [StoredPayload] = []

    /// Whether it records changes at `now`: it has not expired.
    func isEnabled(at now: Timestamp) -> Bool { now < expirationTime }

    /// Whether it is gone at `now`: it expired a lifetime ago.
    func isGone(at now: Timestamp) -> Bool {
        now.milliseconds >= expirationTime.milliseconds + StoredWebhook.lifetimeMilliseconds
    }

    /// The payloads still kept at `now` (each for a lifetime), from cursor `cursor` on.
    func payloads(from cursor: Int, at now: Timestamp) -> ArraySlice<StoredPayload> {
        let oldest = now.milliseconds - StoredWebhook.lifetimeMilliseconds
        let start = payloads.firstIndex { $0.cursor >= cursor && $0.recordedTime.milliseconds > oldest }
        return payloads[(start ?? payloads.endIndex)...]
    }

    /// The webhook as `GET …/webhooks` lists it at `now` (without its secret).
    func model(at now: Timestamp) -> Webhook {
        Webhook(
            id: id, isHookEnabled: isEnabled(at: now), notificationUrl: notificationURL,
            cursorForNextPayload: cursorForNextPayload, areNotificationsEnabled: areNotificationsEnabled,
            lastSuccessfulNotificationTime: lastSuccessfulNotificationTime?.iso8601,
            expirationTime: expirationTime.iso8601, lastNotificationResult: lastNotificationResult,
            specification: specification)
    }

    /// How long a webhook lives unrefreshed, an expired one stays listed and a payload is kept.
    static let lifetimeMilliseconds = AirtableLimits.webhookLifetime.components.seconds * 1000
}

/// A payload a webhook recorded: its cursor, when, and what it says.
struct StoredPayload: Sendable, Equatable {
    var cursor: Int
    var recordedTime: Timestamp
    var payload: WebhookPayload
}
