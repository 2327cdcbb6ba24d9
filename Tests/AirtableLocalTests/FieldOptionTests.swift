import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

/// A new field's options are checked as Airtable checks them, and a field whose options are out of
/// range (from a schema file) still lists in every cell format.
@Suite struct FieldOptionTests {
    let meta = "/v0/meta/bases/\(TestSchema.baseID)"

    @Test(arguments: [
        (#"{"type":"number","options":{"precision":1e300}}"#, "precision must be a whole number from 0 to 8"),
        (#"{"type":"number","options":{"precision":-1}}"#, "precision must be a whole number from 0 to 8"),
        (#"{"type":"percent","options":{"precision":1.5}}"#, "precision must be a whole number from 0 to 8"),
        (#"{"type":"number","options":{"precision":"2"}}"#, "precision must be a whole number from 0 to 8"),
        (#"{"type":"currency","options":{"precision":8}}"#, "precision must be a whole number from 0 to 7"),
        (#"{"type":"currency","options":{"symbol":5}}"#, "symbol must be a string"),
        (#"{"type":"rating","options":{"max":11}}"#, "max must be a whole number from 1 to 10"),
        (#"{"type":"duration","options":{"durationFormat":"days"}}"#, "durationFormat must be one of"),
        (#"{"type":"date","options":{"dateFormat":"iso"}}"#, "dateFormat must be an object"),
        (
            #"{"type":"dateTime","options":{"timeFormat":{"name":"13hour"}}}"#,
            "timeFormat.name must be one of"
        ),
        (
            #"{"type":"date","options":{"dateFormat":{"name":"iso","format":"l"}}}"#,
            #"dateFormat.format must be "YYYY-MM-DD" for iso, or left out"#
        ),
        (
            #"{"type":"dateTime","options":{"timeFormat":{"name":"24hour","format":"h:mma"}}}"#,
            #"timeFormat.format must be "HH:mm" for 24hour, or left out"#
        ),
        (
            #"{"type":"date","options":{"dateFormat":{"format":"l"}}}"#,
            "dateFormat must be an object with a name"
        ),
        (#"{"type":"dateTime","options":{"timeZone":5}}"#, "timeZone must be a string"),
        (
            #"{"type":"dateTime","options":{"timeZone":"../../etc"}}"#,
            "timeZone must be client, utc or an IANA"
        ),
        (
            #"{"type":"dateTime","options":{"timeZone":"Mars/Olympus"}}"#,
            "timeZone must be client, utc or an IANA"
        ),
        (#"{"type":"checkbox","options":{"icon":"skull"}}"#, "icon must be one of check, dot"),
        (#"{"type":"checkbox","options":{"color":"<b>"}}"#, "color must be one of blueBright"),
        (#"{"type":"checkbox","options":{"icon":5}}"#, "icon must be one of"),
        (#"{"type":"rating","options":{"icon":"check"}}"#, "icon must be one of dot, flag"),
        (#"{"type":"rating","options":{"color":"greenLight2"}}"#, "color must be one of"),
        (
            #"{"type":"singleSelect","options":{"choices":["Meat",{"name":"Meat"}]}}"#,
            #"choice "Meat" is given twice"#
        ),
        (#"{"type":"singleSelect","options":{"choices":"a,b"}}"#, "choices must be an array"),
        (
            #"{"type":"multipleSelects","options":{"choices":[{"name":"b","color":"nope"}]}}"#,
            "a choice's color must be one of blueBright, blueDark1, blueLight1, blueLight2"
        ),
        (
            #"{"type":"multipleSelects","options":{"choices":[{"name":""}]}}"#,
            "each choice needs a non-empty name"
        ),
        (#"{"type":"singleSelect","options":{"choices":[5]}}"#, "each choice needs a non-empty name"),
        (#"{"type":"number","options":[1]}"#, "options must be an object"),
        (
            #"{"type":"multipleRecordLinks","options":{"linkedTableId":"tblTeams000000001","inverseLinkFieldId":"fldTName000000001"}}"#,
            "inverseLinkFieldId is made with the field"
        ),
        (#"{"type":"multipleRecordLinks","options":{"linkedTableId":5}}"#, "linkedTableId must be a string"),
    ])
    func optionsAirtableRefusesAreRefusedAndNothingIsAdded(field: String, problem: String) throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let body = #"{"name":"Odd","# + field.dropFirst()
        let refused = airtable.call("POST", "\(meta)/tables/Teams/fields", body)
        #expect(refused.status == 422, "\(refused.text)")
        #expect(refused.errorType == "INVALID_FIELD_TYPE_OPTIONS_FOR_CREATE")
        let message = refused.json?["error"]?["message"]?.stringValue ?? ""
        #expect(
            message.hasPrefix(#"Invalid options for field "Odd": "#) && message.contains(problem),
            "\(message)")
        let table = airtable.call(
            "POST", "\(meta)/tables",
            #"{"name":"Odd table","fields":[{"name":"Name","type":"singleLineText"},"#
                + body + "]}")
        #expect(table.errorType == "INVALID_FIELD_TYPE_OPTIONS_FOR_CREATE")
        let tables = airtable.call("GET", "\(meta)/tables").json?["tables"]?.arrayValue ?? []
        #expect(tables.map { $0["name"]?.stringValue ?? "" } == ["People", "Teams"])
        let teams = tables.last?["fields"]?.arrayValue ?? []
        #expect(!teams.contains { $0["name"] == .string("Odd") })
    }

    @Test func optionsAtTheEdgesOfAirtablesRangesAreTaken() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for (index, field) in [
            #""type":"number","options":{"precision":8}"#, #""type":"percent","options":{"precision":0}"#,
            #""type":"currency","options":{"precision":7,"symbol":"¥"}"#,
            #""type":"rating","options":{"max":10}"#,
            #""type":"duration","options":{"durationFormat":"h:mm:ss.SSS"}"#,
            #""type":"dateTime","options":{"dateFormat":{"name":"iso","format":"YYYY-MM-DD"},"timeFormat":{"name":"24hour"},"timeZone":"utc"}"#,
            #""type":"singleSelect","options":{"choices":["a",{"name":"b","color":"blueLight2"}]}"#,
            #""type":"multipleSelects","options":{"choices":[{"name":"c","color":"grayDark1"},{"name":"d","color":"pinkLight1"}]}"#,
            #""type":"number","options":null"#,
            #""type":"checkbox","options":{"icon":"xCheckbox","color":"redBright"}"#,
            #""type":"rating","options":{"icon":"thumbsUp","color":"grayBright","max":1}"#,
            #""type":"dateTime","options":{"timeZone":"client"}"#,
            #""type":"dateTime","options":{"timeZone":"America/Argentina/Buenos_Aires"}"#,
            #""type":"singleSelect","options":{"choices":["a","A"]}"#,
        ].enumerated() {
            let created = airtable.call(
                "POST", "\(meta)/tables/Teams/fields", #"{"name":"F\#(index)",\#(field)}"#)
            #expect(created.status == 200, "\(field): \(created.text)")
        }
    }

    /// Airtable's field model: a date's or a time's `format` "is always provided when reading".
    @Test func aFormatGivenByItsNameIsReadBackWithItsFormat() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", "\(meta)/tables/Teams/fields",
            #"{"name":"Due","type":"dateTime","options":{"dateFormat":{"name":"european"},"timeFormat":{"name":"24hour"},"timeZone":"utc"}}"#
        )
        #expect(created.status == 200, "\(created.text)")
        let expected: JSONValue = .object([
            "dateFormat": .object(["name": .string("european"), "format": .string("D/M/YYYY")]),
            "timeFormat": .object(["name": .string("24hour"), "format": .string("HH:mm")]),
            "timeZone": .string("utc"),
        ])
        #expect(created.json?["options"] == expected)
        let tables = airtable.call("GET", "\(meta)/tables").json?["tables"]?.arrayValue ?? []
        let due = tables.last?["fields"]?.arrayValue?.first { $0["name"] == .string("Due") }
        #expect(due?["options"] == expected)
    }

    @Test func outOfRangeOptionsFromASchemaFileStillList() throws {
        let schema = try BaseSchema(
            json: JSONValue.parse(
                Array(
                    #"{"id":"appOptions0000001","name":"O","tables":[{"id":"tblOptions0000001","name":"T","fields":[{"id":"fldName0000000001","name":"Name","type":"singleLineText"},{"id":"fldWide0000000001","name":"Wide","type":"number","options":{"precision":1e300}},{"id":"fldLow00000000001","name":"Low","type":"currency","options":{"precision":-1e300,"symbol":"$"}},{"id":"fldLong0000000001","name":"Long","type":"duration","options":{"durationFormat":"h:mm"}}]}]}"#
                        .utf8)))
        let airtable = try AirtableHarness.responder(schemas: [schema])
        let path = "/v0/appOptions0000001/T"
        for body in [
            #"{"fields":{"Name":"big","Wide":1.5,"Low":2,"Long":1e300}}"#,
            #"{"fields":{"Name":"negative","Wide":-1,"Low":-2.6,"Long":-5400}}"#,
            #"{"fields":{"Name":"short","Long":59}}"#,
        ] {
            #expect(airtable.call("POST", path, body).status == 200)
        }
        let listed = airtable.call(
            "GET", "\(path)?cellFormat=string&timeZone=UTC&userLocale=en-us&sort%5B0%5D%5Bfield%5D=Name")
        #expect(listed.status == 200, "\(listed.text)")
        let fields = listed.records.map { $0["fields"] }
        #expect(fields[0]?["Wide"] == .string("1.50000000"))
        #expect(fields[0]?["Low"] == .string("$2"))
        #expect(fields[0]?["Long"] == .string("1e+300"))
        #expect(fields[1]?["Long"] == .string("-1:30"))
        #expect(fields[1]?["Low"] == .string("-$3"))
        #expect(fields[2]?["Long"] == .string("0:00"))
        #expect(airtable.call("GET", path).status == 200)
    }
}
