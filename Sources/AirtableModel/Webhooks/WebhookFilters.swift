import Basics

/// Which changes a webhook records (`specification.options.filters`): `dataTypes` is required and
/// not empty; the rest narrow it. Tables, views and fields are named by id.
public struct WebhookFilters: Sendable, Hashable {
    public var dataTypes: [WebhookDataType]
    /// Only changes in this table (`tbl…`) or view (`viw…`).
    public var recordChangeScope: String?
    public var changeTypes: [WebhookChangeType]?
    public var fromSources: [String]?
    /// Form options, kept as given.
    public var sourceOptions: JSONValue?
    /// Only record changes that change a cell of one of these fields.
    public var watchDataInFieldIds: [String]?
    /// Only field changes of these fields.
    public var watchSchemasOfFieldIds: [String]?

    public init(
        dataTypes: [WebhookDataType], recordChangeScope: String? = nil,
        changeTypes: [WebhookChangeType]? = nil,
        fromSources: [String]? = nil, sourceOptions: JSONValue? = nil, watchDataInFieldIds: [String]? = nil,
        watchSchemasOfFieldIds: [String]? = nil
    ) {
        self.dataTypes = dataTypes
        self.recordChangeScope = recordChangeScope
        self.changeTypes = changeTypes
        self.fromSources = fromSources
        self.sourceOptions = sourceOptions
        self.watchDataInFieldIds = watchDataInFieldIds
        self.watchSchemasOfFieldIds = watchSchemasOfFieldIds
    }
}

extension WebhookFilters: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "filters"
        guard let names = try json.memberStrings("dataTypes", in: what), !names.isEmpty else {
            throw SchemaError(
                "filters.dataTypes must name at least one of tableData, tableFields, tableMetadata")
        }
        var dataTypes: [WebhookDataType] = []
        for name in names {
            guard let type = WebhookDataType(rawValue: name) else {
                throw SchemaError(
                    "filters.dataTypes: \(name) is not one of tableData, tableFields, tableMetadata")
            }
            dataTypes.append(type)
        }
        var changeTypes: [WebhookChangeType]?
        if let names = try json.memberStrings("changeTypes", in: what) {
            changeTypes = []
            for name in names {
                guard let type = WebhookChangeType(rawValue: name) else {
                    throw SchemaError("filters.changeTypes: \(name) is not one of add, remove, update")
                }
                changeTypes?.append(type)
            }
        }
        let sources = try json.memberStrings("fromSources", in: what)
        if let unknown = sources?.first(where: { !WebhookSource.known.contains($0) }) {
            throw SchemaError("filters.fromSources: \(unknown) is not a source Airtable names")
        }
        self.init(
            dataTypes: dataTypes, recordChangeScope: try json.memberString("recordChangeScope", in: what),
            changeTypes: changeTypes, fromSources: sources,
            sourceOptions: try json.memberObject("sourceOptions", in: what),
            watchDataInFieldIds: try json.memberStrings("watchDataInFieldIds", in: what),
            watchSchemasOfFieldIds: try json.memberStrings("watchSchemasOfFieldIds", in: what))
    }

    public var jsonMembers: JSONMembers {
        [
            ("dataTypes", dataTypes.map(\.rawValue)), ("recordChangeScope", recordChangeScope),
            ("changeTypes", changeTypes?.map(\.rawValue)), ("fromSources", fromSources),
            ("sourceOptions", sourceOptions), ("watchDataInFieldIds", watchDataInFieldIds),
            ("watchSchemasOfFieldIds", watchSchemasOfFieldIds),
        ]
    }
}
