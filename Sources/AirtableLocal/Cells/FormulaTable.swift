/// One table as record views read it (its fields by id), shared by reference: the view of each
/// record a listing filters or sorts holds one pointer, not a copy of the table's index.
final class FormulaTable {
    let table: IndexedTable

    init(_ table: IndexedTable) { self.table = table }
}
