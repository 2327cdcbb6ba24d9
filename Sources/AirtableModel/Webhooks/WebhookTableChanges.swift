import Basics

/// What one payload says changed in one table (`changedTablesById.{tbl…}`): records created, changed
/// and destroyed, fields created, changed and destroyed, and the table's name or description. Empty
/// parts are left out of the JSON.
public struct WebhookTableChanges: Sendable, Hashable {
    public var createdRecordsById: [String: WebhookCreatedRecord] = [:]
    public var changedRecordsById: [String: WebhookChangedRecord] = [:]
    public var destroyedRecordIds: [String] = []
    /// `{name, type}` of each new field.
    public var createdFieldsById: [String: JSONValue] = [:]
    /// `{current:{name?, type?}, previous?:{…}}` of each changed field.
    public var changedFieldsById: [String: JSONValue] = [:]
    public var destroyedFieldIds: [String] = []
    /// `{current:{name, description}, previous?:{…}}` when the table's name or description changed.
    public var changedMetadata: JSONValue?

    public init() {}

    /// Whether it says nothing.
    public var isEmpty: Bool {
        createdRecordsById.isEmpty && changedRecordsById.isEmpty && destroyedRecordIds.isEmpty
            && createdFieldsById.isEmpty && changedFieldsById.isEmpty && destroyedFieldIds.isEmpty
            && changedMetadata == nil
    }
}

extension WebhookTableChanges: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "a changed table"
        self.init()
        for (id, record) in try json.memberObject("createdRecordsById", in: what)?.objectValue ?? [:] {
            createdRecordsById[id] = try WebhookCreatedRecord(json: record)
        }
        for (id, record) in try json.memberObject("changedRecordsById", in: what)?.objectValue ?? [:] {
            changedRecordsById[id] = try WebhookChangedRecord(json: record)
        }
        destroyedRecordIds = try json.memberStrings("destroyedRecordIds", in: what) ?? []
        createdFieldsById = try json.memberObject("createdFieldsById", in: what)?.objectValue ?? [:]
        changedFieldsById = try json.memberObject("changedFieldsById", in: what)?.objectValue ?? [:]
        destroyedFieldIds = try json.memberStrings("destroyedFieldIds", in: what) ?? []
        changedMetadata = try json.memberObject("changedMetadata", in: what)
    }

    public var jsonMembers: JSONMembers {
        [
            ("changedMetadata", changedMetadata),
            ("createdFieldsById", createdFieldsById.isEmpty ? nil : createdFieldsById),
            ("changedFieldsById", changedFieldsById.isEmpty ? nil : changedFieldsById),
            ("destroyedFieldIds", destroyedFieldIds.isEmpty ? nil : destroyedFieldIds),
            ("createdRecordsById", createdRecordsById.isEmpty ? nil : createdRecordsById),
            ("changedRecordsById", changedRecordsById.isEmpty ? nil : changedRecordsById),
            ("destroyedRecordIds", destroyedRecordIds.isEmpty ? nil : destroyedRecordIds),
        ]
    }
}
