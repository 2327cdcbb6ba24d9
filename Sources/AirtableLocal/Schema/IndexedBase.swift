import AirtableModel

/// A base as airtable-local serves it: its id, name and indexed tables, with the tables found in
/// constant time (``SchemaLookup``'s rule) by every request.
struct IndexedBase: Sendable {
    let id: String
    let name: String
    var tables: [IndexedTable] {
        didSet { tableLookup = tables.lookup }
    }
    private var tableLookup: SchemaLookup

    /// Serves `schema`, after checking what serving needs: each table has fields, among them its
    /// primary one. A table without views gets a grid view, as Airtable gives every table one, and
    /// a field the options Airtable always lists for its type (a link's `isReversed`…), where the
    /// schema leaves them out, so typed clients read every field.
    init(_ schema: BaseSchema) throws(SchemaError) {
        var tables: [IndexedTable] = []
        for var table in schema.tables {
            guard !table.fields.isEmpty else { throw SchemaError("table \(table.name) has no fields") }
            guard table.fields.contains(where: { $0.id == table.primaryFieldId }) else {
                throw SchemaError(
                    "table \(table.name): primaryFieldId \(table.primaryFieldId) is not one of its fields")
            }
            if table.views.isEmpty { table.views = [.grid(id: AirtableID.make(.view))] }
            for index in table.fields.indices { table.fields[index].completeOptions() }
            tables.append(IndexedTable(table))
        }
        id = schema.id
        name = schema.name
        self.tables = tables
        tableLookup = tables.lookup
    }

    /// A link whose inverse is not a link back would keep its inverse cells under a field no one
    /// reads: a schema file with one is refused. (A data file's stored schema is served as it is,
    /// so a base written by an earlier version still opens.)
    func checkLinks() throws(SchemaError) {
        for table in tables {
            for field in table.fields where field.type == .multipleRecordLinks {
                let what = "table \(table.name): link field \(field.name)"
                // A link to a table the file leaves out (a part of a real base) is served as it is.
                guard let linkedID = field.linkedTableID, let linked = self.table(id: linkedID),
                    let inverseID = field.inverseLinkFieldID
                else { continue }
                guard let inverse = linked.field(id: inverseID), inverse.type == .multipleRecordLinks,
                    inverse.linkedTableID == table.id
                else {
                    throw SchemaError(
                        "\(what): inverseLinkFieldId \(inverseID) is not a link field of \(linked.name) "
                            + "back to \(table.name)")
                }
            }
        }
    }

    /// The base as the model describes it (and the data file stores it).
    var baseSchema: BaseSchema { BaseSchema(id: id, name: name, tables: tables.map(\.schema)) }

    /// The index of the table with id `idOrName`, else of the one named exactly `idOrName`.
    func tableIndex(_ idOrName: String) -> Int? { tableLookup.position(of: idOrName) }

    /// The table a request's path names: by id, else exact name, else its name ignoring case, as
    /// Airtable's Web API takes `EVERYTHING` for a table named `Everything` (names are unique
    /// ignoring case, so at most one table answers).
    func tableIndex(inPath key: String) -> Int? {
        tableLookup.position(of: key) ?? tableLookup.position(clashingWith: key)
    }

    /// The table with id `id`.
    func table(id: String) -> IndexedTable? { tableLookup.position(ofID: id).map { tables[$0] } }

    /// The table a webhook's `recordChangeScope` names: the table with id `scope`, or the one holding
    /// the view with id `scope`.
    func table(scope: String) -> IndexedTable? {
        table(id: scope) ?? tables.first { table in table.schema.views.contains { $0.id == scope } }
    }

    /// The table a new table named `name` would clash with (the same name ignoring case).
    func table(clashingWith name: String) -> IndexedTable? {
        tableLookup.position(clashingWith: name).map { tables[$0] }
    }

    /// Adds the tables, fields and views of `file` that this (stored) schema lacks, matched by id:
    /// schema changes made through the Metadata API win, and new ones from the file still arrive.
    mutating func merge(missingFrom file: IndexedBase) {
        for fileTable in file.tables {
            guard let index = tableLookup.position(ofID: fileTable.id) else {
                tables.append(fileTable)
                continue
            }
            tables[index].update { table in
                table.fields += fileTable.fields.filter { field in
                    !table.fields.contains { $0.id == field.id }
                }
                table.views += fileTable.schema.views.filter { view in
                    !table.views.contains { $0.id == view.id }
                }
            }
        }
    }
}
