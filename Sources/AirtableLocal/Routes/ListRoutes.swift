import AirtableModel
import Basics
import Foundation
import HTTPServer

/// `GET /v0/{base}/{table}` and `POST /v0/{base}/{table}/listRecords`: pages of records with
/// opaque `itr…/rec…` offsets, `maxRecords` across pages, views, sorting, formulas and formats.
struct ListRoutes {
    let services: Services

    func list(_ request: Request) throws -> Response {
        try list(request, ListParameters(query: request.query))
    }

    func listByPost(_ request: Request) throws -> Response {
        let body = try services.body(request)
        return try list(request, ListParameters(body: body, query: request.query))
    }

    private func list(_ request: Request, _ parameters: ListParameters) throws(AirtableError) -> Response {
        let (state, table) = try services.table(request)
        let text = parameters.cellText
        let budget = services.listingBudget(for: request)
        let context = services.context(state, timeZone: text?.timeZone ?? .gmt, budget: budget)
        let view = parameters.view.flatMap(table.view)
        let output = RecordOutput(
            context: context, byFieldID: parameters.returnFieldsByFieldId, fieldFilter: parameters.fields,
            text: text, commentCount: parameters.commentCount, viewFieldOrder: view?.visibleFieldIds)
        try output.validate(for: table)

        let now = services.store.clock.now()
        let owner = IteratorCache.owner(token: request.bearerToken ?? "", base: state.schema.id)
        var ids: [String]
        var position = 0
        var iterator: String?
        if let offset = parameters.offset {
            guard IteratorCache.isWellFormed(offset) else { throw .invalidOffset(offset) }
            guard let resumed = services.iterators.resume(offset, owner: owner, table: table.id, now: now)
            else {
                throw .iteratorNotAvailable
            }
            (iterator, ids, position) = (resumed.iterator, resumed.ids, resumed.position)
        } else {
            ids = try RecordSelection(table: table, context: context, budget: budget).select(parameters)
        }
        let records = state.tables[table.id]?.records ?? RecordMap()
        let indices = output.fieldIndices(for: table)
        /// The page of the ids up to `end` and the offset after them, and how many records it holds.
        func page(upTo end: Int) throws(AirtableError) -> (Response, shown: Int) {
            var next: String?
            if end < ids.count {
                next =
                    iterator.map { services.iterators.token($0, ids: ids, position: end, owner: owner) }
                    ?? services.iterators.start(ids, servedUpTo: end, owner: owner, table: table.id, now: now)
            }
            if output.isDefaultListing && state.isPrerendered(table) {
                return Self.page(ids[position..<end], records, next: next) { record in
                    var json = JSONWriter(capacity: 256)
                    output.write(record, table: table, indices: indices, to: &json)
                    return json.bytes
                }
            }
            var shown = 0
            let page = Response.json(capacity: 256 * max(1, end - position)) { json in
                json.object { json in
                    json.key("records")
                    json.array { json in
                        for id in ids[position..<end] {
                            guard let record = records[id] else { continue }
                            output.write(record, table: table, indices: indices, to: &json)
                            shown += 1
                        }
                    }
                    if let next { json.field("offset", next) }
                }
            }
            // Formula fields were computed on the budget: a page cut short is not an answer.
            try budget.check(filtering: false)
            return (page, shown)
        }
        let end = min(ids.count, position + parameters.pageSize)
        let (answer, shown) = try page(upTo: end)
        // A listing resumed skips the records deleted since it began. Its page is then filled with
        // those after them, so that a page that names another is never empty (rare: only then is
        // the page made again).
        guard iterator != nil, shown < end - position, end < ids.count else { return answer }
        var filled = position
        var kept = 0
        while filled < ids.count, kept < parameters.pageSize {
            if records.contains(ids[filled]) { kept += 1 }
            filled += 1
        }
        return try page(upTo: filled).0
    }

    /// A page from the records' pre-rendered JSON: `{"records":[…],"offset":"…"}` by copying bytes,
    /// and how many records it holds. `render` writes a record that has none.
    static func page(
        _ ids: ArraySlice<String>, _ records: RecordMap, next: String?, render: (StoredRecord) -> [UInt8]
    ) -> (Response, shown: Int) {
        var body: [UInt8] = []
        body.reserveCapacity(64 + ids.count * 256)
        body.append(contentsOf: #"{"records":["#.utf8)
        var shown = 0
        for id in ids {
            let rendered = records.rendered(id)
            guard rendered != nil || records[id] != nil else { continue }
            if shown > 0 { body.append(UInt8(ascii: ",")) }
            shown += 1
            if let rendered {
                body.append(contentsOf: rendered)
            } else if let record = records[id] {
                body.append(contentsOf: render(record))
            }
        }
        body.append(UInt8(ascii: "]"))
        if let next {
            var json = JSONWriter(capacity: 48)
            json.value(next)
            body.append(contentsOf: #","offset":"#.utf8)
            body.append(contentsOf: json.bytes)
        }
        body.append(UInt8(ascii: "}"))
        return (Response(headers: ["content-type": Response.jsonContentType], body: body), shown)
    }
}
