import AirtableModel
import Foundation
import Testing

@testable import Airtable

/// pyairtable's schema samples decode into the schema types; unknown field types are kept.
@Suite
struct SchemaFixtureTests {
    @Test func tableSchema() throws {
        let table = try JSONDecoder().decode(TableSchema.self, from: Fixtures.data("TableSchema.json"))
        #expect(table.id == "tbltp8DGLhqbUmjK1")
        #expect(table.primaryFieldId == "fld1VnoyuotSTyxW1")
        #expect(table.fields.map(\.type) == [.singleLineText, .multipleAttachments, .multipleRecordLinks])
        #expect(table.field("District")?.options?["linkedTableId"] == .string("tblK6MZHez0ZvBChZ"))
        #expect(table.field(clashingWith: "district")?.name == "District")
        #expect(table.views.first?.type == "grid")
    }

    @Test func baseSchema() throws {
        struct Tables: Decodable { let tables: [TableSchema] }
        let base = try JSONDecoder().decode(Tables.self, from: Fixtures.data("BaseSchema.json"))
        #expect(base.tables.count >= 2)
    }

    @Test func viewSchema() throws {
        let view = try JSONDecoder().decode(ViewSchema.self, from: Fixtures.data("ViewSchema.json"))
        #expect(view.visibleFieldIds?.count == 3)
    }

    @Test func everyFieldSchema() throws {
        let names = try Fixtures.names(in: "field_schema")
        #expect(names.count >= 30)
        for name in names {
            let field = try JSONDecoder().decode(
                FieldSchema.self, from: Fixtures.data("field_schema/\(name)"))
            #expect(field.id.hasPrefix("fld"), "\(name)")
            #expect(!field.type.rawValue.isEmpty, "\(name)")
        }
    }

    @Test func unknownFieldTypeIsKept() throws {
        let field = try JSONDecoder().decode(
            FieldSchema.self, from: Fixtures.data("field_schema/UnknownFieldSchema.json"))
        #expect(field.type == FieldType("somethingUnrecognizable"))
        #expect(field.options?["something"] == .string("wacky"))
    }

    @Test func selectChoices() throws {
        let field = try JSONDecoder().decode(
            FieldSchema.self, from: Fixtures.data("field_schema/SingleSelectFieldSchema.json"))
        #expect(field.choiceNames == ["Todo", "In progress", "Done"])
    }
}
