import AirtableModel
import Basics
import HTTPServer

/// The Metadata API's field routes, and adding a field (with a link's inverse) to a base.
extension MetaRoutes {
    func createField(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let field = try services.store.write(request.parameters["base"] ?? "") {
            state, changes throws(AirtableError) in
            let index = try Self.tableIndex(request, in: state)
            let table = state.schema.tables[index]
            let field = try FieldFactory.make(body) { table.field(clashingWith: $0) != nil }
            try Self.add(field, to: table.id, in: &state)
            changes.schemaChanged = true
            return state.schema.tables[index].field(id: field.id) ?? field
        }
        return Response.json(field)
    }

    func updateField(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let field = try services.store.write(request.parameters["base"] ?? "") {
            state, changes throws(AirtableError) in
            let index = try Self.tableIndex(request, in: state)
            let table = state.schema.tables[index]
            let fieldID = request.parameters["field"] ?? ""
            guard let fieldIndex = table.fieldIndex(id: fieldID) else {
                throw .modelIDNotFound("Could not find field \(fieldID)")
            }
            var field = table.fields[fieldIndex]
            if let name = body["name"]?.stringValue {
                field.name = try FieldFactory.name(name) {
                    table.field(clashingWith: $0).map { $0.id != fieldID } ?? false
                }
            }
            if let description = body["description"]?.stringValue { field.description = description }
            state.schema.tables[index].update { $0.fields[fieldIndex] = field }
            changes.schemaChanged = true
            return field
        }
        return Response.json(field)
    }

    /// The index of the table a `…/tables/{table}/…` route addresses: 404 `TABLE_NOT_FOUND` when missing.
    static func tableIndex(_ request: Request, in state: BaseState) throws(AirtableError) -> Int {
        let key = request.parameters["table"] ?? ""
        guard let index = state.schema.tableIndex(key) else {
            throw .tableNotFound(key, base: state.schema.id)
        }
        return index
    }

    /// Adds `field` to a table; a link to another table also gets its inverse field there.
    static func add(_ field: FieldSchema, to tableID: String, in state: inout BaseState) throws(AirtableError)
    {
        guard let index = state.schema.tableIndex(tableID) else {
            throw .tableNotFound(tableID, base: state.schema.id)
        }
        var field = field
        if field.type == .multipleRecordLinks, let linked = field.linkedTableID {
            guard let linkedIndex = state.schema.tableIndex(linked) else {
                throw .invalidRequest("linkedTableId \(linked) is not a table of this base")
            }
            if linked != tableID {
                let source = state.schema.tables[index]
                var name = source.name
                var suffix = 2
                while state.schema.tables[linkedIndex].field(clashingWith: name) != nil {
                    name = "\(source.name) \(suffix)"
                    suffix += 1
                }
                let inverseID = AirtableID.make(.field)
                var options = field.options?.objectValue ?? [:]
                options["inverseLinkFieldId"] = .string(inverseID)
                field.options = .object(options)
                let inverse = FieldSchema(
                    id: inverseID, name: name, type: .multipleRecordLinks,
                    options: .object([
                        "linkedTableId": .string(tableID), "inverseLinkFieldId": .string(field.id),
                        "isReversed": .bool(false), "prefersSingleRecordLink": .bool(false),
                    ]))
                state.schema.tables[linkedIndex].update { $0.fields.append(inverse) }
            }
        }
        state.schema.tables[index].update { $0.fields.append(field) }
    }
}
