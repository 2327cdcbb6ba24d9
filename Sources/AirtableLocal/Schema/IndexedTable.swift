import AirtableFormula
import AirtableModel
import Basics

/// A table as airtable-local serves it: the model's ``TableSchema`` with what every request needs
/// built once per schema change, so requests never search the schema or escape a field name: its
/// fields found in constant time (``SchemaLookup``'s rule) and their names and ids as prepared
/// `JSONWriter` keys.
struct IndexedTable: SchemaElement, Sendable {
    /// The table as the Metadata API describes it (and the data file stores it).
    private(set) var schema: TableSchema
    private var fieldLookup: SchemaLookup
    /// Member names written for each field, by name and by id, escaped once.
    private(set) var nameKeys: [JSONWriter.Key]
    private(set) var idKeys: [JSONWriter.Key]

    init(_ schema: TableSchema) {
        self.schema = schema
        fieldLookup = schema.fields.lookup
        nameKeys = schema.fields.map { JSONWriter.Key($0.name) }
        idKeys = schema.fields.map { JSONWriter.Key($0.id) }
    }

    /// Changes the schema, and indexes it again.
    mutating func update(_ change: (inout TableSchema) -> Void) {
        var schema = schema
        change(&schema)
        self = IndexedTable(schema)
    }

    var id: String { schema.id }
    var name: String { schema.name }
    var fields: [FieldSchema] { schema.fields }

    /// The index of the field with id `idOrName`, else of the one named exactly `idOrName`.
    func fieldIndex(_ idOrName: String) -> Int? { fieldLookup.position(of: idOrName) }

    /// The field with id `idOrName`, else the one named exactly `idOrName`.
    func field(_ idOrName: String) -> FieldSchema? { fieldIndex(idOrName).map { fields[$0] } }

    func fieldIndex(id: String) -> Int? { fieldLookup.position(ofID: id) }

    func field(id: String) -> FieldSchema? { fieldIndex(id: id).map { fields[$0] } }

    /// The field a new field named `name` would clash with (the same name ignoring case).
    func field(clashingWith name: String) -> FieldSchema? {
        fieldLookup.position(clashingWith: name).map { fields[$0] }
    }

    /// The view with id `idOrName`, else the one named exactly `idOrName`.
    func view(_ idOrName: String) -> ViewSchema? { schema.views.first(idOrName: idOrName) }

    /// The formula engine's view of the fields.
    var formulaFields: [FormulaField] { fields.map { FormulaField(id: $0.id, name: $0.name) } }
}
