import Basics
import HTTPServer

/// The Metadata API's field routes, and adding a field (with a link's inverse) to a base.
extension MetaRoutes {
    func createField(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let field = try services.store.write(request.parameters["base"] ?? "") {
            state, changes throws(AirtableError) in
            let key = request.parameters["table"] ?? ""
            guard let index = state.schema.tableIndex(key) else {
                throw .tableNotFound(key, base: state.schema.id)
            }
            let field = try FieldFactory.make(
                body, existingNames: state.schema.tables[index].fields.map(\.name))
            try Self.add(field, to: state.schema.tables[index].id, in: &state)
            changes.schemaChanged = true
            return state.schema.tables[index].field(id: field.id) ?? field
        }
        return Response.json(field)
    }

    func updateField(_ request: Request) throws -> Response {
        let body = try services.body(request)
        let field = try services.store.write(request.parameters["base"] ?? "") {
            state, changes throws(AirtableError) in
            let key = request.parameters["table"] ?? ""
            guard let index = state.schema.tableIndex(key) else {
                throw .tableNotFound(key, base: state.schema.id)
            }
            let fieldID = request.parameters["field"] ?? ""
            guard let fieldIndex = state.schema.tables[index].fieldIndex(id: fieldID) else {
                throw .modelIDNotFound("Could not find field \(fieldID)")
            }
            var field = state.schema.tables[index].fields[fieldIndex]
            if let name = body["name"]?.stringValue {
                let others = state.schema.tables[index].fields.filter { $0.id != fieldID }.map(\.name)
                field = FieldSchema(
                    id: field.id,
                    name: try FieldFactory.make(
                        .object(["name": .string(name), "type": .string("singleLineText")]),
                        existingNames: others
                    ).name,
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
    static func add(_ field: FieldSchema, to tableID: String, in state: inout BaseState) throws(AirtableError)
    {
        guard let index = state.schema.tableIndex(tableID) else {
            throw .tableNotFound(tableID, base: state.schema.id)
        }
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
