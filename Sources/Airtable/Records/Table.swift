import AirtableModel
import Courier

/// The records of one table, as `Record<Fields>` values.
///
/// Reads: ``list(_:)`` (pages and records as async sequences), ``all(_:)``, ``first(_:)``,
/// ``get(_:)``. Writes: ``create(_:typecast:)``, ``update(_:fields:typecast:)`` (`PATCH`: only the
/// given fields change), ``replace(_:with:typecast:)`` (`PUT`: fields not given are cleared),
/// ``delete(_:)`` and ``upsert(_:fieldsToMergeOn:replace:typecast:)``. Lists of any length are sent
/// in chunks of Airtable's limit (``AirtableLimits/recordsPerRequest``), one after another, in order.
public struct Table<Fields: Codable & Sendable>: Sendable {
    public let base: AirtableBase
    /// The `tbl…` id or the name this table was opened with.
    public let idOrName: String

    var client: AirtableClient { base.client }

    /// The path of the table, or of something under it.
    func path(_ more: String...) -> RequestPath { RequestPath(segments: [base.id, idOrName] + more) }

    /// Pages of records; `.records` flattens them. Pages are fetched as the loop asks for them.
    public func list(_ options: ListOptions = .init()) -> RecordPages<Fields> {
        RecordPages(table: self, options: options)
    }

    /// Every record the options select, across all pages.
    public func all(_ options: ListOptions = .init()) async throws(AirtableError) -> [Record<Fields>] {
        var records: [Record<Fields>] = []
        for try await page in list(options) { records += page }
        return records
    }

    /// The first record the options select (asks for one record only), or `nil`.
    public func first(_ options: ListOptions = .init()) async throws(AirtableError) -> Record<Fields>? {
        var options = options
        options.maxRecords = 1
        options.pageSize = 1
        for try await page in list(options) {
            if let record = page.first { return record }
        }
        return nil
    }

    /// One record by its `rec…` id.
    public func get(_ id: String) async throws(AirtableError) -> Record<Fields> {
        try await client.send(.get(path(id)))
    }
}
