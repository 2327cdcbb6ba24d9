import AirtableModel
import Courier

extension Table {
    /// Creates or updates records matched on `fieldsToMergeOn` (1–3 text, number, select or date
    /// fields): no match creates, one match updates, several matches fail the chunk. With `replace`
    /// the matched records are replaced (`PUT`) rather than patched. Sent 10 per request, in order; a
    /// failed request's error holds the ids the requests before it wrote
    /// (``AirtableError/writtenRecordIDs``).
    @discardableResult
    public func upsert(
        _ records: [Fields], fieldsToMergeOn: [String], replace: Bool = false, typecast: Bool = false
    ) async throws(AirtableError) -> UpsertResult<Fields> {
        var result = UpsertResult<Fields>(records: [], createdRecordIDs: [], updatedRecordIDs: [])
        result.records = try await inChunks(records, written: \.id) {
            (chunk) async throws(AirtableError) -> [Record<Fields>] in
            var body = RecordsBody(records: chunk.map { .init(id: nil, fields: $0) }, typecast: typecast)
            body.performUpsert = .init(fieldsToMergeOn: fieldsToMergeOn)
            let request: Request<UpsertReply<Fields>> =
                replace ? .put(path(), body: body) : .patch(path(), body: body)
            let reply = try await client.sendBatch(request, count: chunk.count)
            result.createdRecordIDs += reply.createdRecords ?? []
            result.updatedRecordIDs += reply.updatedRecords ?? []
            return reply.records
        }
        return result
    }
}

extension Table {
    /// The size in bytes of the body ``upsert(_:fieldsToMergeOn:replace:typecast:)`` sends for
    /// `records` in one request, encoded as the client encodes it; `nil` when they cannot be encoded.
    /// A caller compares it with ``AirtableLimits/requestBodyBytes`` to keep an oversize record out
    /// of a batch the server would refuse whole with `413`.
    public func upsertBodyBytes(_ records: [Fields], fieldsToMergeOn: [String], typecast: Bool = false)
        -> Int?
    {
        var body = RecordsBody(records: records.map { .init(id: nil, fields: $0) }, typecast: typecast)
        body.performUpsert = .init(fieldsToMergeOn: fieldsToMergeOn)
        return (try? client.http.encoder.encode(body))?.count
    }
}
