import AirtableModel
import Basics

/// The webhooks of one base, in creation order, and the number its next write transaction gets
/// (`baseTransactionNumber`).
struct BaseWebhooks: Sendable {
    private(set) var hooks: [StoredWebhook] = []
    var nextTransaction = 1

    /// The position a new webhook gets, after every other.
    var nextPosition: Int { (hooks.map(\.position).max() ?? 0) + 1 }

    /// The webhooks still listed at `now` (expired ones stay listed for a lifetime).
    func listed(at now: Timestamp) -> [StoredWebhook] { hooks.filter { !$0.isGone(at: now) } }

    /// Webhook `id`, if it is still listed at `now`.
    func hook(_ id: String, at now: Timestamp) -> StoredWebhook? {
        hooks.first { $0.id == id && !$0.isGone(at: now) }
    }

    /// Adds `hook`, or replaces the one with its id.
    mutating func put(_ hook: StoredWebhook) {
        if let index = hooks.firstIndex(where: { $0.id == hook.id }) {
            hooks[index] = hook
        } else {
            hooks.append(hook)
        }
        nextTransaction = max(nextTransaction, (hook.payloads.last?.payload.baseTransactionNumber ?? 0) + 1)
    }

    mutating func remove(_ id: String) { hooks.removeAll { $0.id == id } }

    /// Drops the webhooks gone at `now` and the payloads older than a lifetime, noting both in
    /// `changes` so the data file drops them too.
    mutating func prune(at now: Timestamp, into changes: inout ChangeSet) {
        let oldest = now.milliseconds - StoredWebhook.lifetimeMilliseconds
        for index in hooks.indices.reversed() {
            if hooks[index].isGone(at: now) {
                changes.deletedWebhooks.insert(hooks[index].id)
                hooks.remove(at: index)
            } else if let first = hooks[index].payloads.first, first.recordedTime.milliseconds <= oldest {
                hooks[index].payloads.removeAll { $0.recordedTime.milliseconds <= oldest }
                changes.payloadsRecordedBefore = Timestamp(milliseconds: oldest + 1)
            }
        }
    }

    /// Gives each webhook enabled at the transaction's time that watches part of it its payload (see
    /// `WebhookPayloadBuilder`), noting them in `changes`; the ids of the webhooks that got one.
    mutating func record(_ builder: WebhookPayloadBuilder, into changes: inout ChangeSet) -> [String] {
        guard !builder.diff.isEmpty else { return [] }
        let now = builder.now
        let transaction = nextTransaction
        var recorded: [String] = []
        for index in hooks.indices where hooks[index].isEnabled(at: now) {
            guard let payload = builder.payload(for: hooks[index].specification, transaction: transaction)
            else { continue }
            let cursor = hooks[index].cursorForNextPayload
            hooks[index].payloads.append(StoredPayload(cursor: cursor, recordedTime: now, payload: payload))
            hooks[index].cursorForNextPayload = cursor + 1
            changes.savedWebhooks.insert(hooks[index].id)
            changes.recordedPayloads.append((hooks[index].id, cursor))
            recorded.append(hooks[index].id)
        }
        if !recorded.isEmpty { nextTransaction += 1 }
        return recorded
    }
}
