import Basics
import HTTPServer

/// The Metadata API: who am I, bases, tables (list, create, rename), fields (create, rename).
/// Schema changes are stored in the data file with the records.
struct MetaRoutes {
    let services: Services

    static let userID = "usrAirtableLocal0"

    func whoami(_ request: Request) throws -> Response {
        Response.json { json in
            json.object { json in
                json.field("id", Self.userID)
                json.field(
                    "scopes",
                    ["data.records:read", "data.records:write", "schema.bases:read", "schema.bases:write"])
            }
        }
    }

    func bases(_ request: Request) throws -> Response {
        let schemas = services.store.schemas
        return Response.json { json in
            json.object { json in
                json.key("bases")
                json.array { json in
                    for schema in schemas {
                        json.object { json in
                            json.field("id", schema.id)
                            json.field("name", schema.name)
                            json.field("permissionLevel", "create")
                        }
                    }
                }
            }
        }
    }

    func tables(_ request: Request) throws -> Response {
        let state = try services.base(request)
        let include = request.query.items.filter { $0.name == "include" || $0.name == "include[]" }.map(
            \.value)
        let visible = include.contains("visibleFieldIds")
        return Response.json { json in
            json.object { json in
                json.key("tables")
                json.array { json in
                    for table in state.schema.tables {
                        table.write(to: &json, includeVisibleFieldIDs: visible)
                    }
                }
            }
        }
    }

    func createTable(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let table = try services.store.write(request.parameters["base"] ?? "") {
            state, changes throws(AirtableError) in
            guard let name = body["name"]?.stringValue, !name.isEmpty else {
                throw AirtableError.invalidRequest("a table needs a name")
            }
            guard !state.schema.tables.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw AirtableError(
                    status: 422, type: "DUPLICATE_TABLE_NAME",
                    message: "Table name \"\(name)\" is already used")
            }
            guard let configs = body["fields"]?.arrayValue, !configs.isEmpty else {
                throw AirtableError.invalidRequest("a table needs at least one field")
            }
            let tableID = IDs.make("tbl")
            var fields: [FieldSchema] = []
            for config in configs {
                fields.append(try FieldFactory.make(config, existingNames: fields.map(\.name)))
            }
            guard let primary = fields.first, !primary.isComputed, primary.type != "multipleRecordLinks"
            else {
                throw AirtableError.invalidRequest("the first field cannot be a primary field")
            }
            let table = TableSchema(
                id: tableID, name: name, primaryFieldId: primary.id,
                description: body["description"]?.stringValue,
                fields: [], views: [ViewSchema(id: IDs.make("viw"), name: "Grid view")])
            state.schema.tables.append(table)
            for field in fields { try Self.add(field, to: tableID, in: &state) }
            changes.schemaChanged = true
            return state.schema.table(id: tableID) ?? table
        }
        return Response.json { table.write(to: &$0, includeVisibleFieldIDs: false) }
    }

    func updateTable(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let table = try services.store.write(request.parameters["base"] ?? "") {
            state, changes throws(AirtableError) in
            let key = request.parameters["table"] ?? ""
            guard let index = state.schema.tableIndex(key) else {
                throw .tableNotFound(key, base: state.schema.id)
            }
            if let name = body["name"]?.stringValue {
                guard !name.isEmpty,
                    !state.schema.tables.enumerated().contains(where: {
                        $0.offset != index && $0.element.name.lowercased() == name.lowercased()
                    })
                else {
                    throw AirtableError(
                        status: 422, type: "DUPLICATE_TABLE_NAME",
                        message: "Table name \"\(name)\" is already used")
                }
                state.schema.tables[index].name = name
            }
            if let description = body["description"]?.stringValue {
                state.schema.tables[index].description = description
            }
            changes.schemaChanged = true
            return state.schema.tables[index]
        }
        return Response.json { table.write(to: &$0, includeVisibleFieldIDs: false) }
    }
}
