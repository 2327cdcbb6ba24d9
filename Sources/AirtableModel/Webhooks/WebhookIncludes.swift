import Basics

/// What a webhook's payloads carry beyond the change itself (`specification.options.includes`).
public struct WebhookIncludes: Sendable, Hashable {
    /// Fields whose cells a changed record shows even when they did not change (in `unchanged`).
    public var cellValuesInFieldIds: WebhookFieldSelection?
    /// Whether a changed record shows its cells' values before the change (in `previous`).
    public var previousCellValues: Bool?
    /// Whether a changed field shows its name and type before the change (in `previous`).
    public var previousFieldDefinitions: Bool?

    public init(
        cellValuesInFieldIds: WebhookFieldSelection? = nil, previousCellValues: Bool? = nil,
        previousFieldDefinitions: Bool? = nil
    ) {
        self.cellValuesInFieldIds = cellValuesInFieldIds
        self.previousCellValues = previousCellValues
        self.previousFieldDefinitions = previousFieldDefinitions
    }
}

/// `includeCellValuesInFieldIds`: `"all"` or a list of field ids.
public enum WebhookFieldSelection: Sendable, Hashable {
    case all
    case fields([String])

    /// Whether the selection holds field `id`.
    public func contains(_ id: String) -> Bool {
        switch self {
        case .all: true
        case .fields(let ids): ids.contains(id)
        }
    }

    var json: JSONValue {
        switch self {
        case .all: .string("all")
        case .fields(let ids): .array(ids.map(JSONValue.string))
        }
    }
}

extension WebhookIncludes: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "includes"
        var selection: WebhookFieldSelection?
        if let value = json["includeCellValuesInFieldIds"], !value.isNull {
            if value.stringValue == "all" {
                selection = .all
            } else if let ids = try? json.memberStrings("includeCellValuesInFieldIds", in: what) {
                selection = .fields(ids)
            } else {
                throw SchemaError(
                    "includes.includeCellValuesInFieldIds must be \"all\" or an array of field ids")
            }
        }
        self.init(
            cellValuesInFieldIds: selection,
            previousCellValues: try json.memberBool("includePreviousCellValues", in: what),
            previousFieldDefinitions: try json.memberBool("includePreviousFieldDefinitions", in: what))
    }

    public var jsonMembers: JSONMembers {
        [
            ("includeCellValuesInFieldIds", cellValuesInFieldIds?.json),
            ("includePreviousCellValues", previousCellValues),
            ("includePreviousFieldDefinitions", previousFieldDefinitions),
        ]
    }
}
