import AirtableModel
import Basics
import Foundation

/// How a `RecordEditor` turns written values into cells for the types that need the base: selects
/// (typecast adds choices to the schema), linked records (typecast finds or creates records by their
/// primary value) and attachments (new ones get ids, `{id}` keeps an existing one, and a URL of a file
/// this server serves on loopback is copied as a new file, see `AttachmentURL.servedFile(_:)`).
extension RecordEditor {
    mutating func convert(
        _ value: JSONValue, for field: FieldSchema, current: JSONValue?, tableID: String, record: String
    )
        throws(AirtableError) -> JSONValue?
    {
        if field.type.isComputed { throw .computed(field.name) }
        if value.isNull { return nil }
        switch field.type {
        case .singleSelect:
            guard case .string(let name) = value else { throw .cannotAccept(field.name) }
            return name.isEmpty ? nil : .string(try choice(name, field: field, tableID: tableID))
        case .multipleSelects:
            guard let names = SelectTexts.of(value, typecast: typecast) else {
                throw .cannotAccept(field.name)
            }
            var resolved: [JSONValue] = []
            for name in names {
                let choice = JSONValue.string(try choice(name, field: field, tableID: tableID))
                if !resolved.contains(choice) { resolved.append(choice) }
            }
            return resolved.isEmpty ? nil : .array(resolved)
        case .multipleRecordLinks: return try links(value, field: field)
        case .multipleAttachments:
            return try attachments(value, field: field, current: current, record: record)
        default: return try CellConverter(field: field, typecast: typecast).convert(value)
        }
    }

    /// The choice name for `name` (a name or a choice id); with typecast an unknown name becomes a new choice.
    /// Choices are looked up in the schema as this write has left it, so a name given twice in one
    /// write (in one cell, or by the field's name and its id) becomes one choice.
    mutating func choice(_ name: String, field: FieldSchema, tableID: String) throws(AirtableError)
        -> String
    {
        let field = state.schema.table(id: tableID)?.field(id: field.id) ?? field
        if let matched = field.choiceName(for: name) { return matched }
        guard typecast else { throw .newSelectOption(JSONValue.string(name).jsonText) }
        guard let tableIndex = state.schema.tableIndex(tableID),
            let fieldIndex = state.schema.tables[tableIndex].fieldIndex(id: field.id)
        else { return name }
        var updated = state.schema.tables[tableIndex].fields[fieldIndex]
        var options = updated.options?.objectValue ?? [:]
        options["choices"] = .array(
            updated.choices + [.object(["id": .string(AirtableID.make(.choice)), "name": .string(name)])])
        updated.options = .object(options)
        state.schema.tables[tableIndex].update { $0.fields[fieldIndex] = updated }
        changes.schemaChanged = true
        return name
    }

    mutating func links(_ value: JSONValue, field: FieldSchema) throws(AirtableError) -> JSONValue? {
        guard let linkedTable = field.linkedTableID else { return value }
        var items: [JSONValue]
        switch value {
        case .array(let array): items = array
        case .string where typecast: items = [value]
        default: throw .cannotAccept(field.name)
        }
        var ids: [JSONValue] = []
        var seen = Set<String>()
        for item in items {
            var id: String
            switch item {
            case .string(let text): id = text
            case .object(let object) where object["id"]?.stringValue != nil:
                id = object["id"]?.stringValue ?? ""
            default: throw .cannotAccept(field.name)
            }
            if state.tables[linkedTable]?.records[id] == nil {
                guard typecast else {
                    if !AirtableID.isValid(id, .record) {
                        throw .invalidValue("Value \"\(AirtableError.echo(id))\" is not a valid record ID.")
                    }
                    throw .rowDoesNotExist(id)
                }
                id = try linkedRecord(named: id, in: linkedTable)
            }
            if seen.insert(id).inserted { ids.append(.string(id)) }
        }
        return ids.isEmpty ? nil : .array(ids)
    }

    /// With typecast, a link given as text names a record by its primary field: found, or created.
    mutating func linkedRecord(named name: String, in linkedTable: String) throws(AirtableError)
        -> String
    {
        guard let schema = state.schema.table(id: linkedTable) else { throw .rowDoesNotExist(name) }
        let primary = schema.schema.primaryFieldId
        if recordsByPrimaryText[linkedTable] == nil {
            var byText: [String: String] = [:]
            for record in state.tables[linkedTable]?.ordered ?? [] {
                guard let text = record.cells[primary].map(CellText.plain), byText[text] == nil else {
                    continue
                }
                byText[text] = record.id
            }
            recordsByPrimaryText[linkedTable] = byText
        }
        if let found = recordsByPrimaryText[linkedTable]?[name] { return found }
        guard let primaryField = schema.field(id: primary), !primaryField.type.isComputed else {
            throw .rowDoesNotExist(name)
        }
        guard linkedRecordsCreated < Self.mostLinkedRecordsCreated else {
            throw .invalidValue(
                "Typecast would create more than \(Self.mostLinkedRecordsCreated) linked records in one request "
                    + "(airtable-local's limit): create them first, or in smaller requests")
        }
        linkedRecordsCreated += 1
        return try create(.object([primaryField.name: .string(name)]), in: linkedTable)
    }

    mutating func attachments(_ value: JSONValue, field: FieldSchema, current: JSONValue?, record: String)
        throws(AirtableError)
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
            guard let object = item.objectValue else { throw .invalidAttachment(field: field.name, item) }
            if let id = object["id"]?.stringValue,
                let kept = existing.first(where: { $0["id"]?.stringValue == id })
            {
                result.append(kept)
            } else if let url = object["url"]?.stringValue, !url.isEmpty, object["id"] == nil {
                if let copy = copiedFile(url, named: object["filename"]?.stringValue, record: record) {
                    result.append(copy)
                    continue
                }
                // What a client writes is the URL and a name; the rest of an attachment (size,
                // type, thumbnails) is the server's to say, so other keys are not kept.
                let name = url.split(separator: "/").last.map(String.init) ?? url
                let filename = object["filename"]?.stringValue ?? name.removingPercentEncoding ?? name
                result.append(
                    .object([
                        "id": .string(AirtableID.make(.attachment)), "url": .string(url),
                        "filename": .string(filename),
                    ]))
            } else {
                throw .invalidAttachment(field: field.name, item)
            }
        }
        return result.isEmpty ? nil : .array(result)
    }

    /// A loopback URL's file as a new attachment of `record`: a file this server stores, copied (so it
    /// outlives the attachment it came from), or one fetched before the write (`LoopbackFetch`);
    /// `nil` for any other URL, which is kept as given.
    mutating func copiedFile(_ url: String, named filename: String?, record: String) -> JSONValue? {
        let name = filename ?? url.split(separator: "/").last.map { $0.removingPercentEncoding ?? String($0) }
        let copy: StoredFile
        let origin: String
        if let served = AttachmentURL.servedFile(url), let original = files(served.id) {
            copy = StoredFile(
                id: AirtableID.make(.attachment), recordID: record, contentType: original.contentType,
                filename: filename ?? original.filename, bytes: original.bytes)
            origin = served.origin
        } else if let file = fetched[url] {
            copy = StoredFile(
                id: AirtableID.make(.attachment), recordID: record, contentType: file.contentType,
                filename: name ?? "file", bytes: file.bytes)
            origin = self.origin
        } else {
            return nil
        }
        changes.files.append(copy)
        return AttachmentObject.make(copy, origin: origin)
    }
}
