import AirtableModel
import Basics
import HTTPServer

/// An upsert (`performUpsert.fieldsToMergeOn`): records with an `id` are updated; records without
/// one are matched on 1–3 merge fields against the table as it stood before the request (so an
/// earlier entry's change cannot make a later one match): no match creates, one match updates,
/// several fail the whole request, and so do two entries with the same merge values. A record
/// with an empty merge value matches nothing and is created, as Airtable does. Answers `records`,
/// `createdRecords` and `updatedRecords`.
struct Upsert {
    let services: Services
    let table: IndexedTable
    let options: WriteOptions
    let replace: Bool

    func run(_ request: Request, entries: [JSONValue], mergeOn: JSONValue?) throws -> Response {
        guard let items = mergeOn?.arrayValue, case let names = items.compactMap(\.stringValue),
            names.count == items.count, AirtableLimits.mergeFields.contains(names.count)
        else {
            throw AirtableError.invalidRequest("performUpsert.fieldsToMergeOn must name 1 to 3 fields")
        }
        var mergeFields: [FieldSchema] = []
        for name in names {
            guard let field = table.field(name) else { throw AirtableError.unknownField(name) }
            guard FieldType.mergeableTypes.contains(field.type) else {
                throw AirtableError.invalidValue("Field \"\(field.name)\" cannot be used in fieldsToMergeOn")
            }
            mergeFields.append(field)
        }
        var created: [String] = []
        var updated: [String] = []
        // The merge values each entry without an id asked for: two entries asking for the same
        // record would both create it, or both update it with the later winning, so they are refused.
        var requested: Set<[JSONValue?]> = []
        let routes = RecordRoutes(services: services)
        let (ids, state) = try routes.write(request, table, options) { editor in
            let before = editor.state.tables[table.id]?.ordered ?? []
            return try entries.map { entry throws(AirtableError) in
                guard let fields = entry["fields"], let members = fields.objectValue else {
                    throw .missingFields
                }
                if let id = entry["id"]?.stringValue {
                    guard editor.state.tables[table.id]?.records[id] != nil else {
                        throw .rowDoesNotExist(id)
                    }
                    try editor.update(id, fields: fields, replace: replace)
                    updated.append(id)
                    return id
                }
                var wanted: [String: JSONValue?] = [:]
                for field in mergeFields {
                    let given = members[field.name] ?? members[field.id] ?? .null
                    wanted[field.id] = try mergeValue(given, of: field)
                }
                if mergeFields.contains(where: { Self.isEmpty(wanted[$0.id] ?? nil) }) {
                    let id = try editor.create(fields)
                    created.append(id)
                    return id
                }
                guard requested.insert(mergeFields.map { wanted[$0.id] ?? nil }).inserted else {
                    throw .invalidRequest(
                        "two records in the request have the same values for the fieldsToMergeOn fields "
                            + mergeFields.map { "\"\($0.name)\"" }.joined(separator: ", ")
                            + "; send each record to merge once")
                }
                let matches = before.filter { record in
                    mergeFields.allSatisfy { record.cells[$0.id] == wanted[$0.id] ?? nil }
                }
                guard matches.count <= 1 else {
                    throw .invalidRequest("more than one record matches the fieldsToMergeOn values")
                }
                if let match = matches.first {
                    try editor.update(match.id, fields: fields, replace: replace)
                    if !updated.contains(match.id) && !created.contains(match.id) { updated.append(match.id) }
                    return match.id
                }
                let id = try editor.create(fields)
                created.append(id)
                return id
            }
        }
        let records = routes.respond(ids, state, options, batch: true)
        return Self.spliced(records, created: created, updated: updated)
    }

    /// `value` as the cell it would be stored as, to compare with the table's: a select given by a
    /// choice's id is its name, as a write stores it.
    private func mergeValue(_ value: JSONValue, of field: FieldSchema) throws(AirtableError) -> JSONValue? {
        switch field.type {
        case .singleSelect:
            guard case .string(let text) = value else {
                if value.isNull { return nil }
                throw .cannotAccept(field.name)
            }
            return text.isEmpty ? nil : .string(field.choiceName(for: text) ?? text)
        case .multipleSelects:
            if value.isNull { return nil }
            guard let texts = SelectTexts.of(value, typecast: options.typecast) else {
                throw .cannotAccept(field.name)
            }
            var names: [JSONValue] = []
            for text in texts {
                let name = JSONValue.string(field.choiceName(for: text) ?? text)
                if !names.contains(name) { names.append(name) }
            }
            return names.isEmpty ? nil : .array(names)
        default:
            return try CellConverter(field: field, typecast: options.typecast).convert(value)
        }
    }

    /// No value, empty text or an empty list.
    private static func isEmpty(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?: true
        case .string(let text)?: text.isEmpty
        case .array(let items)?: items.isEmpty
        default: false
        }
    }

    /// `records` with the id arrays after them: `{"records":[…],"createdRecords":…,"updatedRecords":…}`.
    private static func spliced(_ records: Response, created: [String], updated: [String]) -> Response {
        var json = JSONWriter(capacity: records.body.count + 64)
        json.object { json in
            json.field("createdRecords", created)
            json.field("updatedRecords", updated)
        }
        // Splice `records` in front of the id arrays: `{"records":[…],"createdRecords":…}`.
        var body = Array(records.body.dropLast())
        body.append(UInt8(ascii: ","))
        body.append(contentsOf: json.bytes.dropFirst())
        return Response(status: .ok, headers: records.headers, body: body)
    }
}
