import Basics

/// A webhook as `GET /v0/bases/{base}/webhooks` lists it. Its MAC secret is never shown again after
/// creation.
public struct Webhook: Sendable, Hashable {
    /// The `ach…` id.
    public var id: String
    /// `client`: made over the API.
    public var type: String
    /// `false` once it has expired (it then records nothing).
    public var isHookEnabled: Bool
    public var notificationUrl: String?
    /// The cursor the next payload will have.
    public var cursorForNextPayload: Int
    public var areNotificationsEnabled: Bool
    public var lastSuccessfulNotificationTime: String?
    public var expirationTime: String?
    public var lastNotificationResult: WebhookNotificationResult?
    public var specification: WebhookSpecification

    public init(
        id: String, type: String = "client", isHookEnabled: Bool, notificationUrl: String?,
        cursorForNextPayload: Int, areNotificationsEnabled: Bool, lastSuccessfulNotificationTime: String?,
        expirationTime: String?, lastNotificationResult: WebhookNotificationResult?,
        specification: WebhookSpecification
    ) {
        self.id = id
        self.type = type
        self.isHookEnabled = isHookEnabled
        self.notificationUrl = notificationUrl
        self.cursorForNextPayload = cursorForNextPayload
        self.areNotificationsEnabled = areNotificationsEnabled
        self.lastSuccessfulNotificationTime = lastSuccessfulNotificationTime
        self.expirationTime = expirationTime
        self.lastNotificationResult = lastNotificationResult
        self.specification = specification
    }
}

extension Webhook: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "webhook"
        guard let id = try json.memberString("id", in: what),
            let specification = try json.memberObject("specification", in: what)
        else { throw SchemaError("a webhook needs an \"id\" and a \"specification\"") }
        self.init(
            id: id, type: try json.memberString("type", in: what) ?? "client",
            isHookEnabled: try json.memberBool("isHookEnabled", in: what) ?? false,
            notificationUrl: try json.memberString("notificationUrl", in: what),
            cursorForNextPayload: try json.memberInt("cursorForNextPayload", in: what) ?? 1,
            areNotificationsEnabled: try json.memberBool("areNotificationsEnabled", in: what) ?? false,
            lastSuccessfulNotificationTime: try json.memberString(
                "lastSuccessfulNotificationTime", in: what),
            expirationTime: try json.memberString("expirationTime", in: what),
            lastNotificationResult: try json.memberObject("lastNotificationResult", in: what).map(
                WebhookNotificationResult.init(json:)),
            specification: try WebhookSpecification(json: specification))
    }

    /// Absent values are written as `null`, as Airtable lists them.
    public var jsonMembers: JSONMembers {
        [
            ("id", id), ("type", type), ("isHookEnabled", isHookEnabled),
            ("notificationUrl", notificationUrl.orNull),
            ("cursorForNextPayload", cursorForNextPayload),
            ("areNotificationsEnabled", areNotificationsEnabled),
            ("lastSuccessfulNotificationTime", lastSuccessfulNotificationTime.orNull),
            ("expirationTime", expirationTime.orNull),
            ("lastNotificationResult", lastNotificationResult.orNull),
            ("specification", specification),
        ]
    }
}

/// `{"webhooks":[…]}`.
public struct WebhookList: Sendable, Hashable {
    public var webhooks: [Webhook]

    public init(webhooks: [Webhook]) { self.webhooks = webhooks }
}

extension WebhookList: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        webhooks = try (json["webhooks"]?.arrayValue ?? []).map(Webhook.init(json:))
    }

    public var jsonMembers: JSONMembers { [("webhooks", webhooks)] }
}
