import AirtableModel
import Basics
import Foundation

/// Applies one write request to a copy of a base: creates, updates and deletes records of one table,
/// converting every value with `CellConverter` and the select, link and attachment rules, and keeping
/// inverse link fields in step. Any thrown error discards the copy, so nothing is written.
struct RecordEditor {
    var state: BaseState
    var changes = ChangeSet()
    let tableID: String
    let typecast: Bool
    /// The request's time, given to the records it creates or changes.
    let now: Timestamp
    /// The stored file with an attachment id, for attachments given by the URL of one (the store's
    /// `file(_:)`; none by default).
    var files: @Sendable (String) -> StoredFile? = { _ in nil }
    /// Files fetched for loopback attachment URLs before the write (`LoopbackFetch`), by URL.
    var fetched: [String: LoopbackFetch.FetchedFile] = [:]
    /// Where this request's new files are served (`AttachmentURL.origin(of:)`).
    var origin = "http://\(Loopback.ipv4Address)"
    /// A linked table's records by their primary value as text (the first in the table's order for
    /// a name), made when typecast first looks a name up there and kept in step with this request's
    /// writes: a write that names thousands of records reads the table once, not once a name.
    var recordsByPrimaryText: [String: [String: String]] = [:]
    /// The linked records typecast has created for this request so far.
    var linkedRecordsCreated = 0
    /// The most linked records typecast creates for one request, so that one request (2 MB can name
    /// 200,000) cannot hold the base's writes for many seconds or grow the server by gigabytes.
    static let mostLinkedRecordsCreated = 1_000

    init(state: BaseState, tableID: String, typecast: Bool, now: Timestamp) {
        self.state = state
        self.tableID = tableID
        self.typecast = typecast
        self.now = now
    }

    /// Creates a record in `tableID` from a `fields` object; returns its id.
    mutating func create(_ fields: JSONValue, in tableID: String? = nil) throws(AirtableError) -> String {
        let target = tableID ?? self.tableID
        // Only the number is read: a copy of the table held across the insert below would make the
        // insert copy every record (a write creating thousands of linked records took seconds).
        let autoNumber = state.tables[target]?.nextAutoNumber ?? 1
        let record = StoredRecord(
            id: AirtableID.make(.record), tableID: target, autoNumber: autoNumber, createdTime: now,
            modifiedTime: now, cells: [:])
        state.tables[target, default: TableData()].insert(record)
        changes.save(record.id)
        try apply(fields, to: record.id, in: target, replace: false)
        // The newest record: the one a name finds only when no other has it.
        if recordsByPrimaryText[target] != nil, let text = primaryText(of: record.id, in: target),
            recordsByPrimaryText[target]?[text] == nil
        {
            recordsByPrimaryText[target]?[text] = record.id
        }
        return record.id
    }

    /// Updates record `id` of the table: only the given fields (`replace` clears every other
    /// editable field, as `PUT` does).
    mutating func update(_ id: String, fields: JSONValue, replace: Bool) throws(AirtableError) {
        // Only a table already looked up by name needs to know (the lookup may begin in `apply`,
        // through a link to the same table, which a `nil` before treats as a change).
        let before = recordsByPrimaryText[tableID] == nil ? nil : primaryText(of: id, in: tableID)
        try apply(fields, to: id, in: tableID, replace: replace)
        if recordsByPrimaryText[tableID] != nil && primaryText(of: id, in: tableID) != before {
            recordsByPrimaryText[tableID] = nil
        }
    }

    /// Record `id`'s primary value as text, as a typecast link names it.
    func primaryText(of id: String, in table: String) -> String? {
        guard let primary = state.schema.table(id: table)?.schema.primaryFieldId else { return nil }
        return state.tables[table]?.records[id]?.cells[primary].map(CellText.plain)
    }

    /// Deletes record `id`, removing it from every link that points at it (those records are
    /// modified now).
    mutating func delete(_ id: String) {
        for schema in state.schema.tables {
            for field in schema.fields
            where field.type == .multipleRecordLinks && field.linkedTableID == tableID {
                guard let data = state.tables[schema.id] else { continue }
                for other in data.records.all {
                    let otherID = other.id
                    guard let links = other.cells[field.id]?.arrayValue, links.contains(.string(id)) else {
                        continue
                    }
                    let kept = links.filter { $0 != .string(id) }
                    state.tables[schema.id]?.records[otherID]?.cells[field.id] =
                        kept.isEmpty ? nil : .array(kept)
                    state.tables[schema.id]?.records[otherID]?.modifiedTime = now
                    changes.save(otherID)
                }
            }
        }
        state.tables[tableID]?.remove(id)
        recordsByPrimaryText[tableID] = nil
        state.comments.removeAll(on: id)
        changes.delete(id)
    }

    private mutating func apply(_ fields: JSONValue, to id: String, in target: String, replace: Bool)
        throws(AirtableError)
    {
        guard let members = fields.objectValue else { throw .invalidRequest("fields must be an object") }
        guard let schema = state.schema.table(id: target), var record = state.tables[target]?.records[id]
        else {
            throw .rowDoesNotExist(id)
        }
        // The fields this write gives (a name the table lacks is refused below, in order). One given
        // twice, by its name and by its id, with two values, is refused rather than one of them
        // dropped without a word.
        let written = members.sorted { $0.key < $1.key }
        var namedAs: [String: String] = [:]
        for (name, value) in written {
            guard let field = schema.field(name) else { continue }
            if let other = namedAs.updateValue(name, forKey: field.id), members[other] != value {
                throw .invalidRequest(
                    "Field \"\(AirtableError.echo(field.name))\" is given twice: as \(AirtableError.echo(other)) "
                        + "and as \(AirtableError.echo(name))")
            }
        }
        let given = Set(namedAs.keys)
        if replace {
            // Cleared first, on both sides of each link, so that the links this write gives (to this
            // same record, too) are added after the clearing rather than undone by it.
            for field in schema.fields where !field.type.isComputed && !given.contains(field.id) {
                if field.type == .multipleRecordLinks {
                    relink(record: id, field: field, from: stored(field, of: id, in: target), to: nil)
                    state.tables[target]?.records[id]?.cells[field.id] = nil
                }
                if field.type == .multipleAttachments { changes.attachmentsChanged.insert(id) }
                record.cells[field.id] = nil
            }
        }
        for (name, value) in written {
            guard let field = schema.field(name) else { throw .unknownField(name) }
            let cell = try convert(
                value, for: field, current: record.cells[field.id], tableID: target, record: id)
            if field.type == .multipleRecordLinks {
                relink(record: id, field: field, from: stored(field, of: id, in: target), to: cell)
            }
            record.cells[field.id] = cell
            if field.type == .multipleAttachments { changes.attachmentsChanged.insert(id) }
        }
        // Re-read links that relink() may have changed on this same record (self links).
        if let current = state.tables[target]?.records[id] {
            for field in schema.fields where field.type == .multipleRecordLinks && !given.contains(field.id) {
                record.cells[field.id] = current.cells[field.id]
            }
        }
        record.modifiedTime = now
        state.tables[target]?.records[id] = record
        changes.save(id)
    }

    /// The cell of `field` as the base holds it now: links to the same table may have changed it
    /// since the record was read.
    private func stored(_ field: FieldSchema, of id: String, in table: String) -> JSONValue? {
        state.tables[table]?.records[id]?.cells[field.id]
    }

    /// Keeps the inverse link field of `field` in step when `record`'s links change: a record whose
    /// inverse cell changes is modified now, as one changed directly is.
    private mutating func relink(record: String, field: FieldSchema, from old: JSONValue?, to new: JSONValue?)
    {
        guard let linkedTable = field.linkedTableID, let inverse = field.inverseLinkFieldID else { return }
        let before = Set((old?.arrayValue ?? []).compactMap(\.stringValue))
        let after = Set((new?.arrayValue ?? []).compactMap(\.stringValue))
        for other in before.subtracting(after) {
            guard var links = state.tables[linkedTable]?.records[other]?.cells[inverse]?.arrayValue else {
                continue
            }
            links.removeAll { $0 == .string(record) }
            state.tables[linkedTable]?.records[other]?.cells[inverse] = links.isEmpty ? nil : .array(links)
            state.tables[linkedTable]?.records[other]?.modifiedTime = now
            changes.save(other)
        }
        for other in after.subtracting(before) {
            guard state.tables[linkedTable]?.records[other] != nil else { continue }
            var links = state.tables[linkedTable]?.records[other]?.cells[inverse]?.arrayValue ?? []
            guard !links.contains(.string(record)) else { continue }
            links.append(.string(record))
            state.tables[linkedTable]?.records[other]?.cells[inverse] = .array(links)
            state.tables[linkedTable]?.records[other]?.modifiedTime = now
            changes.save(other)
        }
    }
}
