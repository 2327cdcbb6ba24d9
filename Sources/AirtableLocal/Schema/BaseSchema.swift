import Basics
import Foundation
import HTTPServer

/// One base: `{"id": "app…", "name": "…", "tables": [ … ]}`, where `tables` is exactly what
/// `GET /v0/meta/bases/{baseId}/tables` returns. `"tables": []` is an empty base.
public struct BaseSchema: Sendable {
    public var id: String
    public var name: String
    public var tables: [TableSchema]

    public init(id: String, name: String, tables: [TableSchema]) {
        self.id = id
        self.name = name
        self.tables = tables
    }

    /// Reads a base from a schema file's JSON.
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, id.hasPrefix("app") else {
            throw SchemaError("a base needs an \"id\" starting with \"app\"")
        }
        guard let tablesJSON = json["tables"]?.arrayValue else {
            throw SchemaError("base \(id) needs a \"tables\" array (it may be empty)")
        }
        var tables: [TableSchema] = []
        for table in tablesJSON { tables.append(try TableSchema(json: table)) }
        self.init(id: id, name: json["name"]?.stringValue ?? id, tables: tables)
    }

    /// Reads a base from a schema file.
    public init(contentsOf path: String) throws(SchemaError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SchemaError("cannot read schema file \(path)")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(Array(data))
        } catch {
            throw SchemaError("\(path) is not valid JSON")
        }
        do {
            try self.init(json: json)
        } catch {
            throw SchemaError("\(path): \(error.description)")
        }
    }

    /// The index of the table addressed by id or by name.
    func tableIndex(_ idOrName: String) -> Int? {
        tables.firstIndex { $0.id == idOrName } ?? tables.firstIndex { $0.name == idOrName }
    }

    /// The table with id `id`.
    func table(id: String) -> TableSchema? { tables.first { $0.id == id } }

    /// The base as stored in the data file.
    var storedJSON: JSONValue {
        .object(["id": .string(id), "name": .string(name), "tables": .array(tables.map(\.storedJSON))])
    }

    /// Adds the tables, fields and views of `file` that this (stored) schema lacks, matched by id:
    /// schema changes made through the Metadata API win, and new ones from the file still arrive.
    mutating func merge(missingFrom file: BaseSchema) {
        for fileTable in file.tables {
            guard let index = tables.firstIndex(where: { $0.id == fileTable.id }) else {
                tables.append(fileTable)
                continue
            }
            for field in fileTable.fields where tables[index].field(id: field.id) == nil {
                tables[index].append(field)
            }
            for view in fileTable.views where !tables[index].views.contains(where: { $0.id == view.id }) {
                tables[index].views.append(view)
            }
        }
    }
}
