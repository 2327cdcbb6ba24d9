import AirtableModel
import Basics
import Foundation

/// The store's side of webhook notifications: where a webhook's ping goes, and how it went.
extension AirtableStore {
    /// Where to notify webhook `webhookID` and with which secret: `nil` when it is gone or expired,
    /// its notifications are off, or its URL is not on a loopback host.
    func notificationTarget(baseID: String, webhookID: String) -> (url: URL, secret: String)? {
        let now = Timestamp(clock.now())
        guard let hook = snapshot(baseID)?.webhooks.hook(webhookID, at: now), hook.isEnabled(at: now),
            hook.areNotificationsEnabled, let url = hook.notificationURL.flatMap(URL.init(string:)),
            Loopback.isWebURL(url)
        else { return nil }
        return (url, hook.macSecretBase64)
    }

    /// Keeps `result` as the webhook's last notification's (and its time as the last success's).
    /// No request waits on it, so a failure to store it is logged here.
    func recordNotification(_ result: WebhookNotificationResult, baseID: String, webhookID: String) {
        let now = Timestamp(clock.now())
        do {
            try write(baseID) { state, changes in
                guard var hook = state.webhooks.hook(webhookID, at: now) else { return }
                hook.lastNotificationResult = result
                if result.success { hook.lastSuccessfulNotificationTime = now }
                state.webhooks.put(hook)
                changes.savedWebhooks.insert(webhookID)
            }
        } catch let error as AirtableError where error == .modelNotFound {
            // The base was deleted meanwhile, and its webhooks with it.
        } catch {
            logger.log(
                .error,
                "The outcome of webhook \(webhookID)'s notification in base \(baseID) was not kept: \(error)")
        }
    }

    /// Records the payloads of the transaction from `before` to `state` in the webhooks that watch it,
    /// and drops what has outlived its time; the webhooks that got a payload.
    func recordWebhookPayloads(from before: BaseState, to state: inout BaseState, changes: inout ChangeSet)
        -> [String]
    {
        guard !state.webhooks.hooks.isEmpty else { return [] }
        let now = Timestamp(clock.now())
        state.webhooks.prune(at: now, into: &changes)
        guard !changes.saved.isEmpty || !changes.deleted.isEmpty || changes.schemaChanged,
            state.webhooks.hooks.contains(where: { $0.isEnabled(at: now) })
        else { return [] }
        let diff = TransactionDiff(before: before, after: state, changes: changes)
        let builder = WebhookPayloadBuilder(diff: diff, before: before, after: state, now: now)
        return state.webhooks.record(builder, into: &changes)
    }
}
