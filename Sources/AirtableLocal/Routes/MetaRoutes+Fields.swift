import AirtableModel
import Basics
import HTTPServer

/// The Metadata API's field routes, and adding a field (with a link's inverse) to a base.
extension MetaRoutes {
    func createField(_ request: Request) throws -> Response {
        let field = try editTable(request) { body, state, index throws(AirtableError) in
            let table = state.schema.tables[index]
            let field = try FieldFactory.make(body) { table.field(clashingWith: $0) != nil }
            try Self.add(field, to: table.id, in: &state)
            return state.schema.tables[index].field(id: field.id) ?? field
        }
        return Response.json(field)
    }

    func updateField(_ request: Request) throws -> Response {
        let field = try editTable(request) { body, state, index throws(AirtableError) in
            let table = state.schema.tables[index]
            let fieldID = request.parameters["field"] ?? ""
            guard let fieldIndex = table.fieldIndex(id: fieldID) else {
                throw .modelIDNotFound("Could not find field \(AirtableError.echo(fieldID))")
            }
            var field = table.fields[fieldIndex]
            // The Metadata API's update changes only a name and a description: a type cannot be
            // changed through it (the same type, as a client sending the whole field does, is fine).
            if let type = body["type"], type != .string(field.type.rawValue) {
                throw .invalidRequest(
                    "a field's type cannot be changed through the API (only its name and description)")
            }
            if let name = try ListParameters.string(body["name"], "name") {
                field.name = try FieldFactory.name(name) {
                    table.field(clashingWith: $0).map { $0.id != fieldID } ?? false
                }
            }
            if let description = try SchemaDescription.read(body["description"]) {
                field.description = description
            }
            state.schema.tables[index].update { $0.fields[fieldIndex] = field }
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
        if field.type == .multipleRecordLinks, let given = field.linkedTableID {
            // By id, else by exact name (the model's lookup rule); stored as the id, whichever was given.
            guard let linkedIndex = state.schema.tableIndex(given) else {
                throw .invalidRequest(
                    "linkedTableId \(AirtableError.echo(given)) is not a table of this base")
            }
            let linked = state.schema.tables[linkedIndex].id
            var resolved = field.options?.objectValue ?? [:]
            resolved["linkedTableId"] = .string(linked)
            field.options = .object(resolved)
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
