import AirtableModel
import Basics
import HTTPServer

/// The Metadata API: who am I, bases (list, information, create, delete: `MetaRoutes+Bases`),
/// workspaces (`MetaRoutes+Workspaces`), tables (list, create, rename), fields (create, rename).
/// Schema changes are stored in the data file with the records.
struct MetaRoutes {
    let services: Services

    /// The token's user (`TokenUser`), the same one that authors comments.
    func whoami(_ request: Request) throws -> Response {
        Response.json(WhoAmI(id: TokenUser.user.id, scopes: TokenUser.scopes, email: TokenUser.user.email))
    }

    func bases(_ request: Request) throws -> Response {
        let bases = services.store.schemas.map {
            BaseSummary(id: $0.id, name: $0.name, permissionLevel: "create")
        }
        return Response.json(BaseList(bases: bases))
    }

    func tables(_ request: Request) throws -> Response {
        let state = try services.base(request)
        let visible = Self.included(request).contains("visibleFieldIds")
        return Response.json(
            TableList(
                tables: state.schema.tables.map {
                    $0.schema.shownByMetadataAPI(includeVisibleFieldIDs: visible)
                }))
    }

    /// The values of a request's `include` (or `include[]`) parameters.
    static func included(_ request: Request) -> Set<String> {
        Set(request.query.items.filter { $0.name == "include" || $0.name == "include[]" }.map(\.value))
    }

    func createTable(_ request: Request) throws -> Response {
        let table = try editSchema(request) { body, state throws(AirtableError) in
            try Self.addTable(body, to: &state)
        }
        return Response.json(table.shownByMetadataAPI(includeVisibleFieldIDs: false))
    }

    /// Adds the table a Metadata API table config describes (`{name, description?, fields:[…]}`, the
    /// first field its primary) to `state`, with a default grid view: for `POST …/tables` and for each
    /// table of `POST /v0/meta/bases`. A blank or taken name, no fields, or a first field that cannot
    /// be primary is 422.
    static func addTable(_ body: JSONValue, to state: inout BaseState) throws(AirtableError) -> TableSchema {
        guard let name = try ListParameters.string(body["name"], "name"), !name.isBlank
        else { throw .emptyTableName }
        guard state.schema.table(clashingWith: name) == nil else { throw .duplicateTableName(name) }
        guard let configs = body["fields"]?.arrayValue, !configs.isEmpty else {
            throw .invalidRequest("a table needs at least one field")
        }
        var requested = TableSchema(
            id: AirtableID.make(.table), name: name,
            description: try SchemaDescription.read(body["description"]),
            fields: [],
            views: [.grid(id: AirtableID.make(.view))])
        for config in configs {
            let field = try FieldFactory.make(config) { requested.field(clashingWith: $0) != nil }
            requested.fields.append(field)
        }
        let primary = requested.fields[0]  // one for each of the configs, of which there is one at least
        guard primary.type.canBePrimary else {
            throw .invalidRequest(
                "the first field is the table's primary field, and a \(primary.type.rawValue) field cannot be one"
            )
        }
        var table = requested
        table.fields = []
        table.primaryFieldId = primary.id
        state.schema.tables.append(IndexedTable(table))
        for field in requested.fields { try add(field, to: table.id, in: &state) }
        return state.schema.table(id: table.id)?.schema ?? table
    }

    func updateTable(_ request: Request) throws -> Response {
        let table = try editTable(request) { body, state, index throws(AirtableError) in
            if let name = try ListParameters.string(body["name"], "name") {
                guard !name.isBlank else { throw .emptyTableName }
                let clash = state.schema.table(clashingWith: name)
                guard clash == nil || clash?.id == state.schema.tables[index].id else {
                    throw .duplicateTableName(name)
                }
                state.schema.tables[index].update { $0.name = name }
            }
            if let description = try SchemaDescription.read(body["description"]) {
                state.schema.tables[index].update { $0.description = description }
            }
            return state.schema.tables[index].schema
        }
        return Response.json(table.shownByMetadataAPI(includeVisibleFieldIDs: false))
    }

    /// A Metadata API write: the request's body, then `edit` run on the base it addresses as one
    /// store write that changes the schema (the records are rendered again, the schema stored).
    func editSchema<T>(_ request: Request, _ edit: (JSONValue, inout BaseState) throws(AirtableError) -> T)
        throws -> T
    {
        let body = try services.body(request)
        return try services.store.write(request.parameters["base"] ?? "") { state, changes in
            let result = try edit(body, &state)
            changes.schemaChanged = true
            return result
        }
    }

    /// ``editSchema(_:_:)`` for a `…/tables/{table}…` route: `edit` also gets the table's index (404
    /// `TABLE_NOT_FOUND` when there is no such table).
    func editTable<T>(
        _ request: Request, _ edit: (JSONValue, inout BaseState, Int) throws(AirtableError) -> T
    ) throws -> T {
        try editSchema(request) { body, state throws(AirtableError) in
            try edit(body, &state, try services.tableIndex(request, in: state))
        }
    }
}
