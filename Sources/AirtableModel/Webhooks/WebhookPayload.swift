import Basics

/// One payload of a webhook (`GET …/webhooks/{id}/payloads`): the changes of one transaction that
/// its specification watches, when and by whom they were made, table by table.
public struct WebhookPayload: Sendable, Hashable {
    /// ISO 8601 with milliseconds.
    public var timestamp: String
    /// The base's transaction that made the changes.
    public var baseTransactionNumber: Int
    /// `{source, sourceMetadata}`: `publicApi` and the token's user for changes over the Web API.
    public var actionMetadata: JSONValue
    /// `v0`.
    public var payloadFormat: String
    public var changedTablesById: [String: WebhookTableChanges]
    /// `{metadata:{name, description}, fieldsById:{…}}` of each new table.
    public var createdTablesById: [String: JSONValue]
    public var destroyedTableIds: [String]

    public init(
        timestamp: String, baseTransactionNumber: Int, actionMetadata: JSONValue,
        payloadFormat: String = "v0",
        changedTablesById: [String: WebhookTableChanges] = [:], createdTablesById: [String: JSONValue] = [:],
        destroyedTableIds: [String] = []
    ) {
        self.timestamp = timestamp
        self.baseTransactionNumber = baseTransactionNumber
        self.actionMetadata = actionMetadata
        self.payloadFormat = payloadFormat
        self.changedTablesById = changedTablesById
        self.createdTablesById = createdTablesById
        self.destroyedTableIds = destroyedTableIds
    }
}

extension WebhookPayload: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "a payload"
        guard let timestamp = try json.memberString("timestamp", in: what),
            let transaction = try json.memberInt("baseTransactionNumber", in: what)
        else { throw SchemaError("a payload needs a \"timestamp\" and a \"baseTransactionNumber\"") }
        var tables: [String: WebhookTableChanges] = [:]
        for (id, changes) in try json.memberObject("changedTablesById", in: what)?.objectValue ?? [:] {
            tables[id] = try WebhookTableChanges(json: changes)
        }
        self.init(
            timestamp: timestamp, baseTransactionNumber: transaction,
            actionMetadata: json["actionMetadata"] ?? .null,
            payloadFormat: try json.memberString("payloadFormat", in: what) ?? "v0",
            changedTablesById: tables,
            createdTablesById: try json.memberObject("createdTablesById", in: what)?.objectValue ?? [:],
            destroyedTableIds: try json.memberStrings("destroyedTableIds", in: what) ?? [])
    }

    public var jsonMembers: JSONMembers {
        [
            ("timestamp", timestamp), ("baseTransactionNumber", baseTransactionNumber),
            ("actionMetadata", actionMetadata), ("payloadFormat", payloadFormat),
            ("changedTablesById", changedTablesById.isEmpty ? nil : changedTablesById),
            ("createdTablesById", createdTablesById.isEmpty ? nil : createdTablesById),
            ("destroyedTableIds", destroyedTableIds.isEmpty ? nil : destroyedTableIds),
        ]
    }
}

/// A page of payloads: `cursor` is the cursor of the payload after the last one given (the one to ask
/// for next), and `mightHaveMore` says whether to ask at once.
public struct WebhookPayloadPage: Sendable, Hashable {
    public var payloads: [WebhookPayload]
    public var cursor: Int
    public var mightHaveMore: Bool

    public init(payloads: [WebhookPayload], cursor: Int, mightHaveMore: Bool) {
        self.payloads = payloads
        self.cursor = cursor
        self.mightHaveMore = mightHaveMore
    }
}

extension WebhookPayloadPage: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let cursor = try json.memberInt("cursor", in: "a page of payloads") else {
            throw SchemaError("a page of payloads needs a \"cursor\"")
        }
        self.init(
            payloads: try (json["payloads"]?.arrayValue ?? []).map(WebhookPayload.init(json:)),
            cursor: cursor,
            mightHaveMore: try json.memberBool("mightHaveMore", in: "a page of payloads") ?? false)
    }

    public var jsonMembers: JSONMembers {
        [("payloads", payloads), ("cursor", cursor), ("mightHaveMore", mightHaveMore)]
    }
}
