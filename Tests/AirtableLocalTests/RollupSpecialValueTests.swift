import AirtableModel
import Basics
import TestSupport
import Testing

/// A rollup's NaN, infinity and errors are written as a formula field's are: Airtable's special
/// values `{"specialValue":"NaN"}`, `{"specialValue":"Infinity"}` and `{"error":"#ERROR!"}`.
@Suite struct RollupSpecialValueTests {
    @Test func nanInfinityAndErrorsAreAirtablesSpecialValues() throws {
        let airtable = try RollupSchema.airtable()
        let items = airtable.create(
            "Items", [#"{"Name":"Crane","Price":150}"#, #"{"Name":"Hook","Price":1}"#])
        let order = airtable.create("Orders", [#"{"Name":"Big","Items":["\#(items[0])","\#(items[1])"]}"#])[0]
        let fields = try #require(
            airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(order)").json?["fields"])
        #expect(fields["Not a number"] == .object(["specialValue": .string("NaN")]))
        #expect(fields["Huge"] == .object(["specialValue": .string("Infinity")]))
        // The crane's Broken formula is an error: rolling it up is the error, unless the formula asks.
        #expect(fields["Broken"] == .object(["error": .string("#ERROR!")]))
        #expect(fields["Safe"] == .string("caught"))
        let empty = airtable.create("Orders", [#"{"Name":"Empty"}"#])[0]
        let average = airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(empty)").json?["fields"]?[
            "Average"]
        #expect(average == .object(["error": .string("#ERROR!")]), "AVERAGE of no numbers")
        let listed = airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders")
        #expect(listed.status == 200 && listed.json.map(Self.holdsNull) == false, "\(listed.text)")
        // As text they read as their words, not as nothing.
        let text = try #require(
            airtable.call(
                "GET",
                "/v0/\(RollupSchema.baseID)/Orders/\(order)?cellFormat=string&timeZone=UTC&userLocale=en-us"
            ).json?["fields"])
        #expect(text["Not a number"] == .string("NaN"), "\(text)")
        #expect(text["Huge"] == .string("Infinity"))
        #expect(text["Broken"] == .string("#ERROR!"))
    }

    /// Whether `value` is `null` or holds one (a record id may happen to contain the letters).
    static func holdsNull(_ value: JSONValue) -> Bool {
        switch value {
        case .null: true
        case .array(let items): items.contains(where: holdsNull)
        case .object(let members): members.values.contains(where: holdsNull)
        default: false
        }
    }
}
