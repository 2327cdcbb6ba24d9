import AirtableFormula
import Basics
import HTTPServer

/// One table: id, name, primary field, fields and views, with lookups built once per schema change
/// so requests never search or re-parse the schema.
public struct TableSchema: Sendable {
    public var id: String
    public var name: String
    public var primaryFieldId: String
    public var description: String?
    public private(set) var fields: [FieldSchema]
    public var views: [ViewSchema]
    /// Other keys of the table model (e.g. `dateDependencySettings`), kept and shown as given.
    public var extra: [String: JSONValue]

    private var fieldIndexByID: [String: Int] = [:]
    private var fieldIndexByName: [String: Int] = [:]
    /// Member names written for each field, by name and by id, escaped once.
    private(set) var nameKeys: [JSONWriter.Key] = []
    private(set) var idKeys: [JSONWriter.Key] = []

    public init(
        id: String, name: String, primaryFieldId: String, description: String? = nil, fields: [FieldSchema],
        views: [ViewSchema], extra: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.name = name
        self.primaryFieldId = primaryFieldId
        self.description = description
        self.fields = fields
        self.views = views
        self.extra = extra
        reindex()
    }

    init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue else {
            throw SchemaError("a table needs string \"id\" and \"name\"")
        }
        var fields: [FieldSchema] = []
        for field in json["fields"]?.arrayValue ?? [] { fields.append(try FieldSchema(json: field)) }
        guard let first = fields.first else { throw SchemaError("table \(name) has no fields") }
        var views: [ViewSchema] = []
        for view in json["views"]?.arrayValue ?? [] { views.append(try ViewSchema(json: view)) }
        var extra = json.objectValue ?? [:]
        for key in ["id", "name", "primaryFieldId", "description", "fields", "views"] { extra[key] = nil }
        self.init(
            id: id, name: name, primaryFieldId: json["primaryFieldId"]?.stringValue ?? first.id,
            description: json["description"]?.stringValue, fields: fields,
            views: views.isEmpty ? [ViewSchema(id: IDs.make("viw"), name: "Grid view")] : views, extra: extra)
        guard self.field(id: primaryFieldId) != nil else {
            throw SchemaError("table \(name): primaryFieldId \(primaryFieldId) is not one of its fields")
        }
    }

    private mutating func reindex() {
        fieldIndexByID = [:]
        fieldIndexByName = [:]
        for (index, field) in fields.enumerated() {
            fieldIndexByID[field.id] = index
            fieldIndexByName[field.name] = index
        }
        nameKeys = fields.map { JSONWriter.Key($0.name) }
        idKeys = fields.map { JSONWriter.Key($0.id) }
    }

    /// The index of the field named `nameOrID` (exact name first, then id).
    func fieldIndex(_ nameOrID: String) -> Int? {
        fieldIndexByName[nameOrID] ?? fieldIndexByID[nameOrID]
    }

    /// The field named `nameOrID`, by exact name or by id.
    public func field(_ nameOrID: String) -> FieldSchema? { fieldIndex(nameOrID).map { fields[$0] } }

    /// The field with id `id`.
    public func field(id: String) -> FieldSchema? { fieldIndexByID[id].map { fields[$0] } }

    func fieldIndex(id: String) -> Int? { fieldIndexByID[id] }

    /// The view named `nameOrID`.
    func view(_ nameOrID: String) -> ViewSchema? {
        views.first { $0.id == nameOrID } ?? views.first { $0.name == nameOrID }
    }

    /// Whether a field with this name exists, ignoring case (names must be unique that way).
    func hasField(namedIgnoringCase name: String) -> Bool {
        fields.contains { $0.name.lowercased() == name.lowercased() }
    }

    mutating func append(_ field: FieldSchema) {
        fields.append(field)
        reindex()
    }

    mutating func replaceField(at index: Int, with field: FieldSchema) {
        fields[index] = field
        reindex()
    }
}

extension TableSchema {
    /// Writes the table model (`include=visibleFieldIds` adds each grid view's visible fields).
    func write(to json: inout JSONWriter, includeVisibleFieldIDs: Bool) {
        json.object { json in
            json.field("id", id)
            json.field("name", name)
            json.field("primaryFieldId", primaryFieldId)
            if let description { json.field("description", description) }
            json.field("fields", fields)
            json.key("views")
            json.array { json in
                for view in views {
                    view.write(
                        to: &json, includeVisibleFieldIDs: includeVisibleFieldIDs,
                        allFieldIDs: fields.map(\.id))
                }
            }
            for key in extra.keys.sorted() {
                if let value = extra[key] { json.field(key, value) }
            }
        }
    }

    /// The table as stored in the data file.
    var storedJSON: JSONValue {
        var members = extra
        members["id"] = .string(id)
        members["name"] = .string(name)
        members["primaryFieldId"] = .string(primaryFieldId)
        if let description { members["description"] = .string(description) }
        members["fields"] = .array(
            fields.map { field in
                var object: [String: JSONValue] = [
                    "id": .string(field.id), "name": .string(field.name), "type": .string(field.type),
                ]
                if let description = field.description { object["description"] = .string(description) }
                if let options = field.options { object["options"] = options }
                return .object(object)
            })
        members["views"] = .array(views.map(\.storedJSON))
        return .object(members)
    }

    /// The formula engine's view of the fields.
    var formulaFields: [FormulaField] { fields.map { FormulaField(id: $0.id, name: $0.name) } }
}
