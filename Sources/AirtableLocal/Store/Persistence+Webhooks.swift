import AirtableModel
import Basics
import SQL

/// Webhooks in the data file: `airtable_webhooks` holds each webhook (its specification as JSON, its
/// last notification's result as JSON), `airtable_webhook_payloads` each payload it recorded, as JSON,
/// by cursor. Both are written in the transaction whose changes made them.
extension Persistence {
    static let webhooksMigration = Migration(name: "AirtableLocal.Webhooks") { connection, _ in
        try connection.executeScript(
            """
            CREATE TABLE airtable_webhooks (
                base TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, secret TEXT NOT NULL,
                notification_url TEXT, specification TEXT NOT NULL, created_ms INTEGER NOT NULL,
                expiration_ms INTEGER NOT NULL, notifications_enabled INTEGER NOT NULL,
                next_cursor INTEGER NOT NULL, last_result TEXT, last_success_ms INTEGER,
                PRIMARY KEY (base, id));
            CREATE TABLE airtable_webhook_payloads (
                base TEXT NOT NULL, webhook_id TEXT NOT NULL, cursor INTEGER NOT NULL,
                recorded_ms INTEGER NOT NULL, payload TEXT NOT NULL, PRIMARY KEY (base, webhook_id, cursor));
            """)
    }

    /// Every stored webhook of `baseID` with its payloads, in creation order.
    func webhooks(_ baseID: String) throws -> BaseWebhooks {
        var webhooks = BaseWebhooks()
        let rows = try database.query(
            "SELECT id, secret, notification_url, specification, created_ms, expiration_ms, "
                + "notifications_enabled, next_cursor, last_result, last_success_ms, position FROM airtable_webhooks "
                + "WHERE base = $1 ORDER BY position", [baseID])
        for row in rows {
            let id: String = try row.decode(at: 0)
            var hook = StoredWebhook(
                id: id, position: try row.decode(at: 10), macSecretBase64: try row.decode(at: 1),
                notificationURL: try row.decode(at: 2, as: String?.self),
                specification: try WebhookSpecification(json: try Self.json(row.decode(at: 3))),
                createdTime: Timestamp(milliseconds: try row.decode(at: 4)),
                expirationTime: Timestamp(milliseconds: try row.decode(at: 5)),
                areNotificationsEnabled: try row.decode(at: 6, as: Int.self) != 0,
                cursorForNextPayload: try row.decode(at: 7))
            hook.lastNotificationResult = try row.decode(at: 8, as: String?.self).map {
                try WebhookNotificationResult(json: try Self.json($0))
            }
            hook.lastSuccessfulNotificationTime = try row.decode(at: 9, as: Int64?.self).map(
                Timestamp.init(milliseconds:))
            hook.payloads = try database.query(
                "SELECT cursor, recorded_ms, payload FROM airtable_webhook_payloads "
                    + "WHERE base = $1 AND webhook_id = $2 ORDER BY cursor", [baseID, id]
            ).map { payload in
                StoredPayload(
                    cursor: try payload.decode(at: 0),
                    recordedTime: Timestamp(milliseconds: try payload.decode(at: 1)),
                    payload: try WebhookPayload(json: try Self.json(payload.decode(at: 2))))
            }
            webhooks.put(hook)
        }
        return webhooks
    }

    /// Stores the webhooks `changes` saved, deleted and gave payloads, on `connection`.
    func saveWebhooks(_ changes: ChangeSet, base: BaseState, connection: any SQLConnection) throws {
        let baseID = base.schema.id
        for id in changes.deletedWebhooks {
            try connection.execute("DELETE FROM airtable_webhooks WHERE base = $1 AND id = $2", [baseID, id])
            try connection.execute(
                "DELETE FROM airtable_webhook_payloads WHERE base = $1 AND webhook_id = $2", [baseID, id])
        }
        if let oldest = changes.payloadsRecordedBefore {
            try connection.execute(
                "DELETE FROM airtable_webhook_payloads WHERE base = $1 AND recorded_ms < $2",
                [baseID, oldest.milliseconds])
        }
        let hooks = base.webhooks.hooks
        for id in changes.savedWebhooks {
            guard let hook = hooks.first(where: { $0.id == id }) else { continue }
            try connection.execute(
                "INSERT INTO airtable_webhooks (base, id, position, secret, notification_url, specification, "
                    + "created_ms, expiration_ms, notifications_enabled, next_cursor, last_result, last_success_ms) "
                    + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (base, id) DO UPDATE SET "
                    + "expiration_ms = excluded.expiration_ms, notifications_enabled = excluded.notifications_enabled, "
                    + "next_cursor = excluded.next_cursor, last_result = excluded.last_result, "
                    + "last_success_ms = excluded.last_success_ms",
                [
                    baseID, hook.id, hook.position, hook.macSecretBase64, hook.notificationURL,
                    hook.specification.jsonText, hook.createdTime.milliseconds,
                    hook.expirationTime.milliseconds,
                    hook.areNotificationsEnabled ? 1 : 0, hook.cursorForNextPayload,
                    hook.lastNotificationResult?.jsonText, hook.lastSuccessfulNotificationTime?.milliseconds,
                ])
        }
        for (webhookID, cursor) in changes.recordedPayloads {
            guard let hook = hooks.first(where: { $0.id == webhookID }),
                let stored = hook.payloads.last(where: { $0.cursor == cursor })
            else { continue }
            try connection.execute(
                "INSERT INTO airtable_webhook_payloads (base, webhook_id, cursor, recorded_ms, payload) "
                    + "VALUES ($1, $2, $3, $4, $5)",
                [baseID, webhookID, cursor, stored.recordedTime.milliseconds, stored.payload.jsonText])
        }
    }

    private static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Array(text.utf8)) }
}
