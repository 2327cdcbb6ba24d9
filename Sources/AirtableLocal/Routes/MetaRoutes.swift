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
        let include = request.query.items.filter { $0.name == "include" || $0.name == "include[]" }.map(\.value)
        let visible = include.contains("visibleFieldIds")
        return Response.json { json in
            json.object { json in
                json.key("tables")
                json.array { json in
                    for table in state.schema.tables { table.write(to: &json, includeVisibleFieldIDs: visible) }
                }
            }
        }
    }

    func createTable(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let table = try services.store.write(request.parameters["base"] ?? "") { state, changes throws(AirtableError) in
            guard let name = body["name"]?.stringValue, !name.isEmpty else {
                throw AirtableError.invalidRequest("a table needs a name")
            }
            guard !state.schema.tables.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw AirtableError(status: 422, type: "DUPLICATE_TABLE_NAME", message: "Table name \"\(name)\" is already used")
            }
            guard let configs = body["fields"]?.arrayValue, !configs.isEmpty else {
                throw AirtableError.invalidRequest("a table needs at least one field")
            }
            let tableID = IDs.make("tbl")
            var fields: [FieldSchema] = []
            for config in configs {
                fields.append(try FieldFactory.make(config, existingNames: fields.map(\.name)))
            }
            guard let primary = fields.first, !primary.isComputed, primary.type != "multipleRecordLinks" else {
                throw AirtableError.invalidRequest("the first field cannot be a primary field")
            }
            let table = TableSchema(
                id: tableID, name: name, primaryFieldId: primary.id, description: body["description"]?.stringValue,
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
        let table = try services.store.write(request.parameters["base"] ?? "") { state, changes throws(AirtableError) in
            let key = request.parameters["table"] ?? ""
            guard let index = state.schema.tableIndex(key) else { throw .tableNotFound(key, base: state.schema.id) }
            if let name = body["name"]?.stringValue {
                guard !name.isEmpty,
                    !state.schema.tables.enumerated().contains(where: { $0.offset != index && $0.element.name.lowercased() == name.lowercased() })
                else { throw AirtableError(status: 422, type: "DUPLICATE_TABLE_NAME", message: "Table name \"\(name)\" is already used") }
                state.schema.tables[index].name = name
            }
            if let description = body["description"]?.stringValue { state.schema.tables[index].description = description }
            changes.schemaChanged = true
            return state.schema.tables[index]
        }
        return Response.json { table.write(to: &$0, includeVisibleFieldIDs: false) }
    }

    func createField(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let field = try services.store.write(request.parameters["base"] ?? "") { state, changes throws(AirtableError) in
            let key = request.parameters["table"] ?? ""
            guard let index = state.schema.tableIndex(key) else { throw .tableNotFound(key, base: state.schema.id) }
            let field = try FieldFactory.make(body, existingNames: state.schema.tables[index].fields.map(\.name))
            try Self.add(field, to: state.schema.tables[index].id, in: &state)
            changes.schemaChanged = true
            return state.schema.tables[index].field(id: field.id) ?? field
        }
        return Response.json(field)
    }

    func updateField(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let field = try services.store.write(request.parameters["base"] ?? "") { state, changes throws(AirtableError) in
            let key = request.parameters["table"] ?? ""
            guard let index = state.schema.tableIndex(key) else { throw .tableNotFound(key, base: state.schema.id) }
            let fieldID = request.parameters["field"] ?? ""
            guard let fieldIndex = state.schema.tables[index].fieldIndex(id: fieldID) else {
                throw .modelIDNotFound("Could not find field \(fieldID)")
            }
            var field = state.schema.tables[index].fields[fieldIndex]
            if let name = body["name"]?.stringValue {
                let others = state.schema.tables[index].fields.filter { $0.id != fieldID }.map(\.name)
                field = FieldSchema(id: field.id, name: try FieldFactory.make(
                    .object(["name": .string(name), "type": .string("singleLineText")]), existingNames: others).name,
                    type: field.type, description: field.description, options: field.options)
            }
            if let description = body["description"]?.stringValue { field.description = description }
            state.schema.tables[index].replaceField(at: fieldIndex, with: field)
            changes.schemaChanged = true
            return field
        }
        return Response.json(field)
    }

    /// Adds `field` to a table; a link to another table also gets its inverse field there.
    static func add(_ field: FieldSchema, to tableID: String, in state: inout BaseState) throws(AirtableError) {
        guard let index = state.schema.tableIndex(tableID) else { throw .tableNotFound(tableID, base: state.schema.id) }
        var field = field
        if field.type == "multipleRecordLinks", let linked = field.linkedTableID {
            guard let linkedIndex = state.schema.tableIndex(linked) else {
                throw .invalidRequest("linkedTableId \(linked) is not a table of this base")
            }
            if linked != tableID {
                let source = state.schema.tables[index]
                var name = source.name
                var suffix = 2
                while state.schema.tables[linkedIndex].hasField(namedIgnoringCase: name) {
                    name = "\(source.name) \(suffix)"
                    suffix += 1
                }
                let inverseID = IDs.make("fld")
                var options = field.options?.objectValue ?? [:]
                options["inverseLinkFieldId"] = .string(inverseID)
                field.options = .object(options)
                let inverse = FieldSchema(
                    id: inverseID, name: name, type: "multipleRecordLinks",
                    options: .object([
                        "linkedTableId": .string(tableID), "inverseLinkFieldId": .string(field.id),
                        "isReversed": .bool(false), "prefersSingleRecordLink": .bool(false),
                    ]))
                state.schema.tables[linkedIndex].append(inverse)
            }
        }
        state.schema.tables[index].append(field)
    }
}
