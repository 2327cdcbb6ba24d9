import Foundation

/// Applies one write request to a copy of a base: creates, updates and deletes records of one table,
/// converting every value with `CellConverter` and the select, link and attachment rules, and keeping
/// inverse link fields in step. Any thrown error discards the copy, so nothing is written.
struct RecordEditor {
    var state: BaseState
    var changes = ChangeSet()
    let tableID: String
    let typecast: Bool
    let now: Date

    init(state: BaseState, tableID: String, typecast: Bool, now: Date) {
        self.state = state
        self.tableID = tableID
        self.typecast = typecast
        self.now = now
    }

    var table: TableSchema {
        state.schema.table(id: tableID) ?? TableSchema(id: tableID, name: tableID, primaryFieldId: "", fields: [], views: [])
    }

    /// Creates a record in `tableID` from a `fields` object; returns its id.
    mutating func create(_ fields: JSONValue, in tableID: String? = nil) throws(AirtableError) -> String {
        let target = tableID ?? self.tableID
        let data = state.tables[target] ?? TableData()
        let record = StoredRecord(
            id: IDs.make("rec"), tableID: target, autoNumber: data.nextAutoNumber, createdTime: now,
            modifiedTime: now, cells: [:])
        state.tables[target, default: TableData()].insert(record)
        changes.save(record.id)
        try apply(fields, to: record.id, in: target, replace: false)
        return record.id
    }

    /// Updates record `id` of the table: only the given fields (`replace` clears every other
    /// editable field, as `PUT` does).
    mutating func update(_ id: String, fields: JSONValue, replace: Bool) throws(AirtableError) {
        try apply(fields, to: id, in: tableID, replace: replace)
    }

    /// Deletes record `id`, removing it from every link that points at it.
    mutating func delete(_ id: String) {
        for schema in state.schema.tables {
            for field in schema.fields where field.type == "multipleRecordLinks" && field.linkedTableID == tableID {
                guard let data = state.tables[schema.id] else { continue }
                for (otherID, other) in data.records {
                    guard let links = other.cells[field.id]?.arrayValue, links.contains(.string(id)) else { continue }
                    let kept = links.filter { $0 != .string(id) }
                    state.tables[schema.id]?.records[otherID]?.cells[field.id] = kept.isEmpty ? nil : .array(kept)
                    changes.save(otherID)
                }
            }
        }
        state.tables[tableID]?.remove(id)
        changes.delete(id)
    }

    private mutating func apply(_ fields: JSONValue, to id: String, in target: String, replace: Bool)
        throws(AirtableError)
    {
        guard let members = fields.objectValue else { throw .invalidRequest("fields must be an object") }
        guard let schema = state.schema.table(id: target), var record = state.tables[target]?.records[id] else {
            throw .rowDoesNotExist(id)
        }
        var given = Set<String>()
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            guard let field = schema.field(name) else { throw .unknownField(name) }
            given.insert(field.id)
            let cell = try convert(value, for: field, current: record.cells[field.id], tableID: target)
            if field.type == "multipleRecordLinks" {
                relink(record: id, field: field, from: record.cells[field.id], to: cell)
            }
            record.cells[field.id] = cell
        }
        if replace {
            for field in schema.fields where !field.isComputed && !given.contains(field.id) {
                if field.type == "multipleRecordLinks" { relink(record: id, field: field, from: record.cells[field.id], to: nil) }
                record.cells[field.id] = nil
            }
        }
        // Re-read links that relink() may have changed on this same record (self links).
        if let current = state.tables[target]?.records[id] {
            for field in schema.fields where field.type == "multipleRecordLinks" && !given.contains(field.id) {
                record.cells[field.id] = current.cells[field.id]
            }
        }
        record.modifiedTime = now
        state.tables[target]?.records[id] = record
        changes.save(id)
    }

    /// Keeps the inverse link field of `field` in step when `record`'s links change.
    private mutating func relink(record: String, field: FieldSchema, from old: JSONValue?, to new: JSONValue?) {
        guard let linkedTable = field.linkedTableID, let inverse = field.inverseLinkFieldID else { return }
        let before = Set((old?.arrayValue ?? []).compactMap(\.stringValue))
        let after = Set((new?.arrayValue ?? []).compactMap(\.stringValue))
        for other in before.subtracting(after) {
            guard var links = state.tables[linkedTable]?.records[other]?.cells[inverse]?.arrayValue else { continue }
            links.removeAll { $0 == .string(record) }
            state.tables[linkedTable]?.records[other]?.cells[inverse] = links.isEmpty ? nil : .array(links)
            changes.save(other)
        }
        for other in after.subtracting(before) {
            guard state.tables[linkedTable]?.records[other] != nil else { continue }
            var links = state.tables[linkedTable]?.records[other]?.cells[inverse]?.arrayValue ?? []
            if !links.contains(.string(record)) { links.append(.string(record)) }
            state.tables[linkedTable]?.records[other]?.cells[inverse] = .array(links)
            changes.save(other)
        }
    }

    private mutating func convert(_ value: JSONValue, for field: FieldSchema, current: JSONValue?, tableID: String)
        throws(AirtableError) -> JSONValue?
    {
        if field.isComputed { throw .computed(field.name) }
        if value.isNull { return nil }
        switch field.type {
        case "singleSelect":
            guard case .string(let name) = value else { throw .cannotAccept(field.name) }
            return name.isEmpty ? nil : .string(try choice(name, field: field, tableID: tableID))
        case "multipleSelects":
            var names: [String]
            switch value {
            case .array(let items):
                names = []
                for item in items {
                    guard let name = item.stringValue else { throw .cannotAccept(field.name) }
                    names.append(name)
                }
            case .string(let text) where typecast:
                names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            default: throw .cannotAccept(field.name)
            }
            var resolved: [JSONValue] = []
            for name in names where !name.isEmpty {
                let choice = JSONValue.string(try choice(name, field: field, tableID: tableID))
                if !resolved.contains(choice) { resolved.append(choice) }
            }
            return resolved.isEmpty ? nil : .array(resolved)
        case "multipleRecordLinks": return try links(value, field: field)
        case "multipleAttachments": return try attachments(value, field: field, current: current)
        default: return try CellConverter(field: field, typecast: typecast).convert(value)
        }
    }

    /// The choice name for `name` (a name or a choice id); with typecast an unknown name becomes a new choice.
    private mutating func choice(_ name: String, field: FieldSchema, tableID: String) throws(AirtableError) -> String {
        if let match = field.choices.first(where: { $0["name"]?.stringValue == name || $0["id"]?.stringValue == name }),
            let matched = match["name"]?.stringValue
        {
            return matched
        }
        guard typecast else { throw .newSelectOption(JSONValue.string(name).jsonText) }
        guard let tableIndex = state.schema.tableIndex(tableID),
            let fieldIndex = state.schema.tables[tableIndex].fieldIndex(id: field.id)
        else { return name }
        var updated = state.schema.tables[tableIndex].fields[fieldIndex]
        var options = updated.options?.objectValue ?? [:]
        options["choices"] = .array(updated.choices + [.object(["id": .string(IDs.make("sel")), "name": .string(name)])])
        updated.options = .object(options)
        state.schema.tables[tableIndex].replaceField(at: fieldIndex, with: updated)
        changes.schemaChanged = true
        return name
    }

    private mutating func links(_ value: JSONValue, field: FieldSchema) throws(AirtableError) -> JSONValue? {
        guard let linkedTable = field.linkedTableID else { return value }
        var items: [JSONValue]
        switch value {
        case .array(let array): items = array
        case .string where typecast: items = [value]
        default: throw .cannotAccept(field.name)
        }
        var ids: [JSONValue] = []
        for item in items {
            var id: String
            switch item {
            case .string(let text): id = text
            case .object(let object) where object["id"]?.stringValue != nil: id = object["id"]?.stringValue ?? ""
            default: throw .cannotAccept(field.name)
            }
            if state.tables[linkedTable]?.records[id] == nil {
                guard typecast else {
                    if !IDs.isValid(id, prefix: "rec") {
                        throw .invalidValue("Value \"\(id)\" is not a valid record ID.")
                    }
                    throw .rowDoesNotExist(id)
                }
                id = try linkedRecord(named: id, in: linkedTable)
            }
            if !ids.contains(.string(id)) { ids.append(.string(id)) }
        }
        return ids.isEmpty ? nil : .array(ids)
    }

    /// With typecast, a link given as text names a record by its primary field: found, or created.
    private mutating func linkedRecord(named name: String, in linkedTable: String) throws(AirtableError) -> String {
        guard let schema = state.schema.table(id: linkedTable) else { throw .rowDoesNotExist(name) }
        let primary = schema.primaryFieldId
        if let found = state.tables[linkedTable]?.ordered.first(where: {
            $0.cells[primary].map(CellText.plain) == name
        }) {
            return found.id
        }
        guard let primaryField = schema.field(id: primary), !primaryField.isComputed else {
            throw .rowDoesNotExist(name)
        }
        return try create(.object([primaryField.name: .string(name)]), in: linkedTable)
    }

    private func attachments(_ value: JSONValue, field: FieldSchema, current: JSONValue?) throws(AirtableError)
        -> JSONValue?
    {
        var items: [JSONValue]
        switch value {
        case .array(let array): items = array
        case .string(let url) where typecast: items = [.object(["url": .string(url)])]
        default: throw .cannotAccept(field.name)
        }
        let existing = current?.arrayValue ?? []
        var result: [JSONValue] = []
        for item in items {
            guard var object = item.objectValue else { throw invalidAttachment(field, item) }
            if let id = object["id"]?.stringValue, let kept = existing.first(where: { $0["id"]?.stringValue == id }) {
                result.append(kept)
            } else if let url = object["url"]?.stringValue, !url.isEmpty, object["id"] == nil {
                object["id"] = .string(IDs.make("att"))
                if object["filename"]?.stringValue == nil {
                    let name = url.split(separator: "/").last.map(String.init) ?? url
                    object["filename"] = .string(name.removingPercentEncoding ?? name)
                }
                result.append(.object(object))
            } else {
                throw invalidAttachment(field, item)
            }
        }
        return result.isEmpty ? nil : .array(result)
    }

    private func invalidAttachment(_ field: FieldSchema, _ item: JSONValue) -> AirtableError {
        AirtableError(
            status: 422, type: "INVALID_ATTACHMENT_OBJECT",
            message: "Invalid attachment object for field \(field.name): \(item.jsonText)")
    }
}
