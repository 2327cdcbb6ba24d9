import AirtableModel
import Basics
import Testing

/// The Metadata API's list of a base's tables: an empty base is `"tables": []`; an answer without
/// the array is no list at all (setup must not take it for an empty base and create tables).
@Suite struct TableListTests {
    private func read(_ text: String) throws -> TableList {
        try TableList(json: try JSONValue.parse(Array(text.utf8)))
    }

    @Test func anEmptyBaseHasAnEmptyArray() throws {
        #expect(try read(#"{"tables":[]}"#).tables.isEmpty)
    }

    @Test func anAnswerWithoutTheArrayIsRefused() {
        for text in [#"{"tables":null}"#, "{}", #"{"tables":"none"}"#] {
            #expect(throws: SchemaError.self, "\(text)") { _ = try read(text) }
        }
    }
}
