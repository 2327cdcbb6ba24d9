import Basics

/// A record a payload says was created: when, and its cells keyed by field id (webhooks' cell format).
public struct WebhookCreatedRecord: Sendable, Hashable {
    /// ISO 8601 with milliseconds.
    public var createdTime: String
    public var cellValuesByFieldId: [String: JSONValue]

    public init(createdTime: String, cellValuesByFieldId: [String: JSONValue]) {
        self.createdTime = createdTime
        self.cellValuesByFieldId = cellValuesByFieldId
    }
}

extension WebhookCreatedRecord: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let createdTime = try json.memberString("createdTime", in: "a created record") else {
            throw SchemaError("a created record needs a \"createdTime\"")
        }
        let cells = try json.memberObject("cellValuesByFieldId", in: "a created record")?.objectValue
        self.init(createdTime: createdTime, cellValuesByFieldId: cells ?? [:])
    }

    public var jsonMembers: JSONMembers {
        [("createdTime", createdTime), ("cellValuesByFieldId", cellValuesByFieldId)]
    }
}

/// A record a payload says was changed: the changed cells' new values (`current`, a cleared cell as
/// `null`), their old values (`previous`, when the specification includes them) and the values of
/// included fields that did not change (`unchanged`).
public struct WebhookChangedRecord: Sendable, Hashable {
    public var current: [String: JSONValue]
    public var previous: [String: JSONValue]?
    public var unchanged: [String: JSONValue]?

    public init(
        current: [String: JSONValue], previous: [String: JSONValue]? = nil,
        unchanged: [String: JSONValue]? = nil
    ) {
        self.current = current
        self.previous = previous
        self.unchanged = unchanged
    }
}

extension WebhookChangedRecord: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "a changed record"
        self.init(
            current: try json.cellValuesByFieldID("current", in: what),
            previous: json["previous"] == nil ? nil : try json.cellValuesByFieldID("previous", in: what),
            unchanged: json["unchanged"] == nil ? nil : try json.cellValuesByFieldID("unchanged", in: what))
    }

    public var jsonMembers: JSONMembers {
        [
            ("current", CellValues(cells: current)), ("previous", previous.map(CellValues.init)),
            ("unchanged", unchanged.map(CellValues.init)),
        ]
    }

    /// `{"cellValuesByFieldId":{…}}`.
    private struct CellValues: JSONObjectModel {
        let cells: [String: JSONValue]
        var jsonMembers: JSONMembers { [("cellValuesByFieldId", cells)] }
    }
}
