import AirtableModel
import Basics
import Foundation
import Testing

/// A declared table reads back as itself, encodes as it writes, and creates without ids.
@Suite struct TableDeclarationTests {
    let table = TableSchema(
        id: "tblKinds000000001", name: "Kinds", description: "declared once",
        fields: [
            FieldSchema(id: "fldName0000000001", .singleLineText("Name")),
            FieldSchema(
                id: "fldKind0000000001",
                .singleSelect("Kind", choices: ["A", "B"], choiceIDPrefix: "selKind")),
            FieldSchema(id: "fldDay00000000001", .date("Day")),
        ],
        views: [.grid(id: "viwKinds000000001")], extra: ["dateDependencySettings": .object([:])])

    @Test func theWrittenJSONReadsBackAsTheSameTable() throws {
        let parsed = try JSONValue.parse(Array(table.jsonText.utf8))
        #expect(try TableSchema(json: parsed) == table)
        #expect(
            table.jsonText.hasPrefix(
                #"{"id":"tblKinds000000001","name":"Kinds","primaryFieldId":"fldName0000000001""#))
    }

    @Test func encodingGivesTheSameJSONAsWriting() throws {
        let encoded = try JSONValue.parse(Array(try JSONEncoder().encode(table)))
        #expect(encoded == (try JSONValue.parse(Array(table.jsonText.utf8))))
        #expect(try JSONDecoder().decode(TableSchema.self, from: JSONEncoder().encode(table)) == table)
    }

    @Test func creatingSendsNoIds() {
        let config = table.config
        #expect(config.name == "Kinds" && config.description == "declared once")
        #expect(config.fields.map(\.name) == ["Name", "Kind", "Day"])
        let choices: [JSONValue] = [.object(["name": .string("A")]), .object(["name": .string("B")])]
        #expect(config.fields[1].options == .object(["choices": .array(choices)]))
        #expect(!table.config.jsonText.contains("fld"))
    }

    @Test func optionsGivenAsNullStayNull() throws {
        let field = try FieldSchema(
            json: JSONValue.parse(Array(#"{"id":"fldX","name":"X","type":"manualSort","options":null}"#.utf8))
        )
        #expect(field.options == .null)
        #expect(field.type == .manualSort)
        #expect(field.jsonText.contains(#""options":null"#))
    }
}
