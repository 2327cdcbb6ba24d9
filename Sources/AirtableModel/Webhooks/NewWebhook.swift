import Basics

/// A webhook to create (`POST /v0/bases/{base}/webhooks`): where to ping, and what to watch.
public struct NewWebhook: Sendable, Hashable {
    /// Where notifications are `POST`ed; `nil` for a webhook that is only polled.
    public var notificationUrl: String?
    public var specification: WebhookSpecification

    public init(notificationUrl: String? = nil, specification: WebhookSpecification) {
        self.notificationUrl = notificationUrl
        self.specification = specification
    }
}

extension NewWebhook: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let specification = try json.memberObject("specification", in: "the body") else {
            throw SchemaError("a webhook needs a \"specification\" object")
        }
        self.init(
            notificationUrl: try json.memberString("notificationUrl", in: "the body"),
            specification: try WebhookSpecification(json: specification))
    }

    public var jsonMembers: JSONMembers {
        [("notificationUrl", notificationUrl), ("specification", specification)]
    }
}
