import AirtableModel
import HTTPServer

/// `DELETE` of one record (`{"id","deleted":true}`) or of up to 10 (`records[]`), in one transaction.
extension RecordRoutes {
    func deleteOne(_ request: Request) throws -> Response {
        let (_, table) = try services.table(request)
        let id = request.parameters["record"] ?? ""
        _ = try write(request, table, WriteOptions()) { editor in
            guard editor.state.tables[table.id]?.records[id] != nil else { throw AirtableError.notFound }
            editor.delete(id)
            return [id]
        }
        return Response.json(DeletedRecord(id: id))
    }

    func deleteBatch(_ request: Request) throws -> Response {
        let (_, table) = try services.table(request)
        let ids = request.query.items.filter {
            $0.name == "records" || $0.name == "records[]"
                || ListParameters.bracketed($0.name, prefix: "records") != nil
        }.map(\.value)
        guard !ids.isEmpty else { throw AirtableError.invalidRequest("records[] is required") }
        guard ids.count <= AirtableLimits.recordsPerRequest else {
            throw AirtableError.tooManyRecords(ids.count, verb: "deleted")
        }
        var seen: Set<String> = []
        for id in ids where !seen.insert(id).inserted {
            throw AirtableError.invalidRequest("Record ID \(AirtableError.echo(id)) is given more than once")
        }
        _ = try write(request, table, WriteOptions()) { editor in
            for id in ids {
                guard editor.state.tables[table.id]?.records[id] != nil else {
                    throw AirtableError.rowDoesNotExist(id)
                }
                editor.delete(id)
            }
            return ids
        }
        return Response.json(DeletedRecords(ids: ids))
    }
}
