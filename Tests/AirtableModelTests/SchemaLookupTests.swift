import AirtableModel
import Testing

/// The one rule for finding a field or a table: by id, else by exact name; clashes ignore case.
@Suite struct SchemaLookupTests {
    let table = TableSchema(
        id: "tblMeals000000001", name: "Meals",
        fields: [
            FieldSchema(id: "fldName0000000001", .singleLineText("Name")),
            FieldSchema(id: "fldNotes000000001", .multilineText("Notes")),
        ])

    @Test func aFieldIsFoundByIdOrExactName() {
        #expect(table.field("fldNotes000000001")?.name == "Notes")
        #expect(table.field("Notes")?.id == "fldNotes000000001")
        #expect(table.field("notes") == nil)
        #expect(table.field("Calories") == nil)
    }

    @Test func aNameClashesWithTheFieldOfTheSameNameIgnoringCase() {
        #expect(table.field(clashingWith: "NOTES")?.id == "fldNotes000000001")
        #expect(table.field(clashingWith: "Calories") == nil)
    }

    @Test func tablesFollowTheSameRule() {
        let base = BaseSchema(id: "appMeals000000001", name: "Meals", tables: [table])
        #expect(base.table("tblMeals000000001")?.name == "Meals")
        #expect(base.table("Meals")?.id == "tblMeals000000001")
        #expect(base.table("meals") == nil)
        #expect(base.table(clashingWith: "meals")?.id == "tblMeals000000001")
    }

    @Test func theFirstOfTwoEntriesWithOneNameWins() {
        let lookup = SchemaLookup(ids: ["fldA", "fldB"], names: ["Same", "Same"])
        #expect(lookup.position(of: "Same") == 0)
        #expect(lookup.position(of: "fldB") == 1)
    }
}
