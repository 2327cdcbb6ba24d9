import AirtableModel
import Courier
import Foundation

extension Table {
    /// Creates one record.
    @discardableResult
    public func create(_ fields: Fields, typecast: Bool = false) async throws(AirtableError) -> Record<Fields>
    {
        try await client.send(.post(path(), body: FieldsBody(fields: fields, typecast: typecast)))
    }

    /// Creates records, 10 per request, in order. If a chunk fails, the chunks before it stay created:
    /// the error says how many were, and holds their ids (``AirtableError/writtenRecordIDs``).
    @discardableResult
    public func create(_ fields: [Fields], typecast: Bool = false) async throws(AirtableError) -> [Record<
        Fields
    >] {
        try await inChunks(fields, written: \.id) { (chunk) async throws(AirtableError) -> [Record<Fields>] in
            let body = RecordsBody(records: chunk.map { .init(id: nil, fields: $0) }, typecast: typecast)
            let reply: RecordsReply<Fields> = try await client.sendBatch(
                .post(path(), body: body), count: chunk.count)
            return reply.records
        }
    }

    /// `PATCH`: changes only the given fields; ``CellValue/null`` clears one.
    @discardableResult
    public func update(_ id: String, fields: [String: CellValue], typecast: Bool = false)
        async throws(AirtableError)
        -> Record<Fields>
    {
        try await client.send(.patch(path(id), body: FieldsBody(fields: fields, typecast: typecast)))
    }

    /// `PATCH` of many records, 10 per request, in order.
    @discardableResult
    public func update(_ records: [(id: String, fields: [String: CellValue])], typecast: Bool = false)
        async throws(AirtableError) -> [Record<Fields>]
    {
        try await write(.patch, records, typecast: typecast)
    }

    /// `PUT`: the record becomes exactly `fields`; every editable field not given is cleared.
    @discardableResult
    public func replace(_ id: String, with fields: Fields, typecast: Bool = false) async throws(AirtableError)
        -> Record<Fields>
    {
        try await client.send(.put(path(id), body: FieldsBody(fields: fields, typecast: typecast)))
    }

    /// `PUT` of many records, 10 per request, in order: each becomes exactly its `fields`.
    @discardableResult
    public func replace(_ records: [(id: String, fields: Fields)], typecast: Bool = false)
        async throws(AirtableError) -> [Record<Fields>]
    {
        try await write(.put, records, typecast: typecast)
    }

    /// Sends `records` by id with `method`, 10 per request, in order.
    private func write<Values: Encodable & Sendable>(
        _ method: HTTPMethod, _ records: [(id: String, fields: Values)], typecast: Bool
    ) async throws(AirtableError) -> [Record<Fields>] {
        try await inChunks(records, written: \.id) {
            (chunk) async throws(AirtableError) -> [Record<Fields>] in
            let body = RecordsBody(
                records: chunk.map { .init(id: $0.id, fields: $0.fields) }, typecast: typecast)
            let reply: RecordsReply<Fields> = try await client.sendBatch(
                Request(method: method, path: path(), body: .json(body)), count: chunk.count)
            return reply.records
        }
    }

    /// Deletes one record.
    public func delete(_ id: String) async throws(AirtableError) {
        let reply = try await client.reply(to: Request<DeletedRecord>(method: .delete, path: path(id)))
        try Self.confirm([reply.value], reply)
    }

    /// Deletes records, 10 per request, in order.
    public func delete(_ ids: [String]) async throws(AirtableError) {
        _ = try await inChunks(ids, written: \.self) { (chunk) async throws(AirtableError) -> [String] in
            let query = chunk.map { URLQueryItem(name: "records[]", value: $0) }
            let reply: DeletedRecords = try await client.sendBatch(
                Request(method: .delete, path: path(), query: query), count: chunk.count)
            try Self.confirm(reply.records, nil)
            return reply.records.map(\.id)
        }
    }

    /// An answer that says a record was not deleted (`"deleted": false`) is not a success.
    private static func confirm(_ records: [DeletedRecord], _ reply: Reply<DeletedRecord>?)
        throws(AirtableError)
    {
        let kept = records.filter { !$0.deleted }.map(\.id)
        guard kept.isEmpty else {
            throw AirtableError(
                status: reply?.response.status ?? 200, type: .decoding,
                message: "the answer says \(kept.count) of the \(records.count) records were not deleted: "
                    + kept.prefix(3).joined(separator: ", "),
                request: reply?.request.summary)
        }
    }

    /// Runs `send` on each chunk (``Batch``), one after another, and joins the results. When a chunk
    /// fails after others were written, its error says how many were (and that the failed chunk may
    /// have been written too, when the server may have acted on it) and holds the ids `written`
    /// gives of the results so far.
    func inChunks<Item, Result>(
        _ items: [Item], written: (Result) -> String,
        _ send: (ArraySlice<Item>) async throws(AirtableError) -> [Result]
    ) async throws(AirtableError) -> [Result] {
        var results: [Result] = []
        for (index, chunk) in Batch.chunks(items).enumerated() {
            do {
                results += try await send(chunk)
            } catch {
                guard index > 0 else { throw error }
                var error = error
                var note = "the first \(index * Batch.size) of \(items.count) records were written"
                if error.mayHaveTakenEffect || (error.status.map { (200..<300).contains($0) } ?? false) {
                    note += "; the next \(chunk.count) may have been too"
                }
                error.message += " (\(note))"
                error.writtenRecordIDs = results.map(written)
                throw error
            }
        }
        return results
    }
}
