import AirtableModel

/// Where a lookup or rollup field reads its values: a link field of its own table
/// (`options.recordLinkFieldId`) and a field of the table that link points to
/// (`options.fieldIdInLinkedTable`), as Airtable's Metadata API shows them.
///
/// Resolved once per request (``CellContext`` keeps it), which holds one state of the schema; the
/// errors say which step failed, for the schema check that refuses a broken rollup.
struct LinkedFieldPath {
    /// The link field of the field's own table.
    let linkFieldID: String
    /// The table the link points to.
    let linkedTableID: String
    /// The field of the linked table whose cells are read.
    let target: FieldSchema

    /// The path `field` of `table` names in `base`.
    init(_ field: FieldSchema, in table: IndexedTable, base: IndexedBase) throws(SchemaError) {
        guard let linkID = field.options?["recordLinkFieldId"]?.stringValue else {
            throw SchemaError("needs options.recordLinkFieldId, the link field whose records it reads")
        }
        guard let link = table.field(id: linkID) else {
            throw SchemaError("options.recordLinkFieldId \(linkID) is not a field of table \(table.name)")
        }
        guard link.type == .multipleRecordLinks else {
            throw SchemaError(
                "options.recordLinkFieldId \(linkID) is \"\(link.name)\", a \(link.type) field, "
                    + "not a multipleRecordLinks field")
        }
        guard let linkedTableID = link.linkedTableID, let linkedTable = base.table(id: linkedTableID) else {
            throw SchemaError(
                "its link field \"\(link.name)\" links to \(link.linkedTableID ?? "no table"), "
                    + "which is not a table of this base")
        }
        guard let targetID = field.options?["fieldIdInLinkedTable"]?.stringValue else {
            throw SchemaError("needs options.fieldIdInLinkedTable, the field of \(linkedTable.name) it reads")
        }
        guard let target = linkedTable.field(id: targetID) else {
            throw SchemaError(
                "options.fieldIdInLinkedTable \(targetID) is not a field of the linked table \(linkedTable.name)"
            )
        }
        self.linkFieldID = linkID
        self.linkedTableID = linkedTableID
        self.target = target
    }
}
