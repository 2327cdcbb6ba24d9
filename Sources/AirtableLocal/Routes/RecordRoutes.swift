import AirtableModel
import Basics
import Foundation
import HTTPServer

/// Get, create, update (`PATCH` merges, `PUT` replaces) and delete records, one or up to 10 at a
/// time. Every write request is one transaction: any invalid record fails the whole request with
/// nothing written.
struct RecordRoutes {
    let services: Services

    func get(_ request: Request) throws -> Response {
        let state = try services.base(request)
        _ = try services.table(request)
        guard let id = request.parameters["record"], let record = state.record(id) else {
            throw AirtableError.notFound
        }
        let text = try CellText.requested(
            cellFormatString: try request.query["cellFormat"].map(ListParameters.cellFormat) ?? false,
            timeZone: request.query["timeZone"], userLocale: request.query["userLocale"])
        let byID = try request.query["returnFieldsByFieldId"].map {
            try ListParameters.boolean($0, "returnFieldsByFieldId")
        }
        let context = services.context(state, timeZone: text?.timeZone ?? .gmt)
        let output = RecordOutput(context: context, byFieldID: byID ?? false, text: text)
        return Response.json { output.write(record, to: &$0) }
    }

    func create(_ request: Request) throws -> Response {
        let (_, table) = try services.table(request)
        let body = try services.body(request, emptyError: .missingFields)
        let options = try WriteOptions(body)
        if let records = body["records"] {
            guard let entries = records.arrayValue else {
                throw AirtableError.invalidRequest("records must be an array")
            }
            guard entries.count <= AirtableLimits.recordsPerRequest else {
                throw AirtableError.tooManyRecords(entries.count, verb: "created")
            }
            let (ids, state) = try write(request, table, options) { editor in
                try entries.map { entry throws(AirtableError) in
                    guard let fields = entry["fields"] else { throw .missingFields }
                    return try editor.create(fields)
                }
            }
            return respond(ids, state, options, batch: true)
        }
        guard let fields = body["fields"] else { throw AirtableError.missingFields }
        let (ids, state) = try write(request, table, options) { editor in [try editor.create(fields)] }
        return respond(ids, state, options, batch: false)
    }

    /// `PATCH`/`PUT /v0/{base}/{table}`: a batch update, or an upsert with `performUpsert`.
    func updateBatch(_ request: Request) throws -> Response {
        let (_, table) = try services.table(request)
        let body = try services.body(request)
        let options = try WriteOptions(body)
        let replace = request.method == "PUT"
        guard let entries = body["records"]?.arrayValue else {
            throw AirtableError.invalidRequest("records must be an array")
        }
        guard entries.count <= AirtableLimits.recordsPerRequest else {
            throw AirtableError.tooManyRecords(entries.count, verb: "updated")
        }
        if let upsert = body["performUpsert"], !upsert.isNull {
            return try Upsert(services: services, table: table, options: options, replace: replace)
                .run(request, entries: entries, mergeOn: upsert["fieldsToMergeOn"])
        }
        let (ids, state) = try write(request, table, options) { editor in
            try entries.map { entry throws(AirtableError) in
                guard let id = entry["id"]?.stringValue else {
                    throw .invalidRequest("each record needs an id")
                }
                guard editor.state.tables[table.id]?.records[id] != nil else { throw .rowDoesNotExist(id) }
                guard let fields = entry["fields"] else { throw .missingFields }
                try editor.update(id, fields: fields, replace: replace)
                return id
            }
        }
        return respond(ids, state, options, batch: true)
    }

    /// `PATCH`/`PUT /v0/{base}/{table}/{record}`.
    func updateOne(_ request: Request) throws -> Response {
        let (_, table) = try services.table(request)
        let id = request.parameters["record"] ?? ""
        let body = try services.body(request, emptyError: .missingFields)
        let options = try WriteOptions(body)
        guard let fields = body["fields"] else { throw AirtableError.missingFields }
        let (ids, state) = try write(request, table, options) { editor in
            guard editor.state.tables[table.id]?.records[id] != nil else { throw AirtableError.notFound }
            try editor.update(id, fields: fields, replace: request.method == "PUT")
            return [id]
        }
        return respond(ids, state, options, batch: false)
    }

    /// Runs `body` with an editor for `table` in one store transaction; returns its ids and the new state.
    func write(
        _ request: Request, _ table: IndexedTable, _ options: WriteOptions,
        _ body: (inout RecordEditor) throws -> [String]
    ) throws -> ([String], BaseState) {
        let now = Timestamp(services.store.clock.now())
        return try services.store.write(request.parameters["base"] ?? "") { state, changes in
            var editor = RecordEditor(state: state, tableID: table.id, typecast: options.typecast, now: now)
            // A file that cannot be read here leaves its URL as given; the write's own storing
            // then meets the same data file.
            editor.files = { [store = services.store] id in try? store.file(id) }
            editor.fetched = request.storage[LoopbackFetch.Fetched.self] ?? [:]
            editor.origin = AttachmentURL.origin(of: request)
            let ids = try body(&editor)
            state = editor.state
            changes = editor.changes
            return (ids, state)
        }
    }

    func respond(_ ids: [String], _ state: BaseState, _ options: WriteOptions, batch: Bool) -> Response {
        let output = RecordOutput(context: services.context(state), byFieldID: options.returnFieldsByFieldId)
        return Response.json { json in
            if !batch, let id = ids.first, let record = state.record(id) {
                output.write(record, to: &json)
                return
            }
            json.object { json in
                json.key("records")
                json.array { json in
                    for id in ids { if let record = state.record(id) { output.write(record, to: &json) } }
                }
            }
        }
    }
}

/// The flags of a write body: `typecast` and `returnFieldsByFieldId` (booleans, `1`/`0` tolerated).
struct WriteOptions {
    var typecast = false
    var returnFieldsByFieldId = false

    init() {}

    init(_ body: JSONValue) throws(AirtableError) {
        typecast = try ListParameters.boolean(body["typecast"], "typecast") ?? false
        returnFieldsByFieldId =
            try ListParameters.boolean(body["returnFieldsByFieldId"], "returnFieldsByFieldId") ?? false
    }
}
