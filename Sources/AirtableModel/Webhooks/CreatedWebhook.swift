import Basics

/// The answer to creating a webhook: its `ach…` id, the secret its notifications are signed with
/// (given only here: keep it) and when it expires unless refreshed.
public struct CreatedWebhook: Sendable, Hashable {
    public var id: String
    /// The HMAC key, base64 (see ``WebhookMAC``).
    public var macSecretBase64: String
    /// ISO 8601 with milliseconds.
    public var expirationTime: String?

    public init(id: String, macSecretBase64: String, expirationTime: String?) {
        self.id = id
        self.macSecretBase64 = macSecretBase64
        self.expirationTime = expirationTime
    }
}

extension CreatedWebhook: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let secret = json["macSecretBase64"]?.stringValue else {
            throw SchemaError("a created webhook needs text \"id\" and \"macSecretBase64\"")
        }
        self.init(id: id, macSecretBase64: secret, expirationTime: json["expirationTime"]?.stringValue)
    }

    public var jsonMembers: JSONMembers {
        [("id", id), ("macSecretBase64", macSecretBase64), ("expirationTime", expirationTime)]
    }
}

/// The answer to refreshing a webhook: its new expiration time.
public struct WebhookExpiration: Sendable, Hashable {
    public var expirationTime: String?

    public init(expirationTime: String?) { self.expirationTime = expirationTime }
}

extension WebhookExpiration: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        self.init(expirationTime: json["expirationTime"]?.stringValue)
    }

    public var jsonMembers: JSONMembers { [("expirationTime", expirationTime.orNull)] }
}
