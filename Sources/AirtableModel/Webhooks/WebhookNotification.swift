import Basics
import Foundation

/// The ping `POST`ed to a webhook's `notificationUrl` when it has new payloads:
/// `{"base":{"id"},"webhook":{"id"},"timestamp"}`. It carries no changes: the receiver lists the
/// payloads from its last cursor. Its bytes are signed in the `X-Airtable-Content-MAC` header
/// (``WebhookMAC``).
public struct WebhookNotification: Sendable, Hashable {
    public var baseID: String
    public var webhookID: String
    /// ISO 8601 with milliseconds.
    public var timestamp: String

    public init(baseID: String, webhookID: String, timestamp: String) {
        self.baseID = baseID
        self.webhookID = webhookID
        self.timestamp = timestamp
    }
}

extension WebhookNotification: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let base = json["base"]?["id"]?.stringValue, let webhook = json["webhook"]?["id"]?.stringValue,
            let timestamp = json["timestamp"]?.stringValue
        else { throw SchemaError("a notification needs base.id, webhook.id and timestamp") }
        self.init(baseID: base, webhookID: webhook, timestamp: timestamp)
    }

    public var jsonMembers: JSONMembers {
        [
            ("base", JSONValue.object(["id": .string(baseID)])),
            ("webhook", JSONValue.object(["id": .string(webhookID)])), ("timestamp", timestamp),
        ]
    }
}

/// The signature of a webhook notification: header `X-Airtable-Content-MAC: hmac-sha256=<hex>`, the
/// HMAC-SHA256 of the body's bytes under the webhook's secret (`macSecretBase64`, decoded).
public enum WebhookMAC {
    public static let header = "X-Airtable-Content-MAC"
    static let prefix = "hmac-sha256="

    /// The header's value for `body` under the secret; `nil` when the secret is not base64.
    public static func value(for body: [UInt8], secretBase64: String) -> String? {
        guard let key = Data(base64Encoded: secretBase64) else { return nil }
        return prefix + HMACSHA256.authenticationCode(of: body, key: [UInt8](key)).hex
    }

    /// Whether `header` signs `body` under the secret: a receiver checks this before trusting a ping.
    public static func isValid(_ header: String, for body: [UInt8], secretBase64: String) -> Bool {
        guard header.hasPrefix(prefix), let key = Data(base64Encoded: secretBase64),
            let code = [UInt8](hex: header.dropFirst(prefix.count)), code.count == 32
        else { return false }
        return HMACSHA256.isAuthenticationCode(code, of: body, key: [UInt8](key))
    }
}
