import TestSupport
import Testing

@testable import AirtableLocal

/// Write flags and the replace semantics of batch `PUT`.
@Suite struct WriteOptionTests {
    let base = "/v0/\(TestSchema.baseID)"

    @Test func batchPutReplacesAndWritesCanAnswerByFieldID() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create("People", [#"{"Name":"Ann","Age":3,"Email":"a@x.org"}"#])
        let put = airtable.call(
            "PUT", "\(base)/People/",
            #"{"records":[{"id":"\#(ids[0])","fields":{"Name":"Ann"}}],"returnFieldsByFieldId":1,"typecast":0}"#
        )
        #expect(put.status == 200)
        let fields = put.records.first?["fields"]
        #expect(fields?["fldName0000000001"] == .string("Ann"))
        #expect(fields?["fldAge00000000001"] == nil && fields?["fldMail0000000001"] == nil)
        #expect(fields?["fldNum00000000001"] == .number(1))  // computed fields stay
        let created = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"fldAge00000000001":5},"returnFieldsByFieldId":true}"#)
        #expect(created.json?["fields"]?["fldAge00000000001"] == .number(5))
        #expect(airtable.call("POST", "\(base)/People", #"{"fields":{},"typecast":"maybe"}"#).status == 422)
        // An empty fields object is a record with no values.
        #expect(airtable.call("POST", "\(base)/People", #"{"fields":{}}"#).status == 200)
    }

    /// A number typecast into text reads as JavaScript (and so Airtable) prints it.
    @Test(arguments: [
        ("5e15", "5000000000000000"), ("1e-7", "1e-7"), ("2.5", "2.5"), ("3", "3"), ("1e21", "1e+21"),
    ])
    func aNumberTypecastToTextIsWrittenAsJavaScriptWouldPrintIt(number: String, text: String) throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Name":\#(number)},"typecast":true}"#)
        #expect(created.json?["fields"]?["Name"] == .string(text))
    }

    /// A list typecast into text is its items' texts, a list within it too; nothing in it is
    /// left out without a word: an object in it is refused.
    @Test func aListTypecastToTextKeepsEveryItem() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Name":[["kept",2],true,null,"x"]},"typecast":true}"#)
        #expect(created.json?["fields"]?["Name"] == .string("kept, 2, true, x"), "\(created.text)")
        let object = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Name":[{"a":1}]},"typecast":true}"#)
        #expect(object.status == 422, "\(object.text)")
    }

    /// Text typecast into a number is read as a decimal number only.
    @Test func hexadecimalTextIsNotANumber() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let hex = airtable.call("POST", "\(base)/People", #"{"fields":{"Age":"0x10"},"typecast":true}"#)
        #expect(hex.status == 422, "\(hex.text)")
        let decimal = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Age":"$1,234.5"},"typecast":true}"#)
        #expect(decimal.json?["fields"]?["Age"] == .number(1234.5), "\(decimal.text)")
    }

    /// A field given twice in one write, by its name and by its id, with two values, is refused, not
    /// one of them dropped without a word (the same value twice is that value).
    @Test func aFieldGivenTwiceIsRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let twice = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Name":"a","fldName0000000001":"b"}}"#)
        #expect(twice.status == 422 && twice.errorType == "INVALID_REQUEST_UNKNOWN", "\(twice.text)")
        #expect(twice.text.contains("given twice"))
        #expect(airtable.call("GET", "\(base)/People").records.isEmpty)
    }

    /// A number too large to show as a percent, and negative zero, read as text as they should.
    @Test func extremeNumbersReadAsTextPlainly() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = airtable.create("People", [#"{"Name":"Ann","Share":1e308,"Age":-0}"#])[0]
        let text = airtable.call(
            "GET", "\(base)/People/\(id)?cellFormat=string&timeZone=UTC&userLocale=en-us"
        ).json?["fields"]
        #expect(text?["Share"] == .string("Infinity%"), "\(String(describing: text))")
        #expect(text?["Age"] == .string("0"))
    }

    @Test func getOfOneRecordTakesTheReadParameters() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = airtable.create("People", [#"{"Name":"Ann","When":"2024-06-01T12:00:00Z"}"#])[0]
        let byID = airtable.call("GET", "\(base)/People/\(id)?returnFieldsByFieldId=1")
        #expect(byID.json?["fields"]?["fldName0000000001"] == .string("Ann"))
        let text = airtable.call(
            "GET", "\(base)/People/\(id)?cellFormat=string&timeZone=Asia%2FTokyo&userLocale=en-us")
        #expect(text.json?["fields"]?["When"] == .string("6/1/2024 9:00pm"))
        #expect(airtable.call("GET", "\(base)/People/\(id)?cellFormat=string").status == 422)
    }

    /// Getting one record refuses what listing refuses, with the same reason.
    @Test(arguments: [
        ("cellFormat=text", "cellFormat must be json or string"),
        ("cellFormat=string&userLocale=en-us", "cellFormat string requires timeZone and userLocale"),
        ("cellFormat=string&timeZone=Mars%2FBase&userLocale=en-us", "unknown timeZone"),
    ])
    func getOfOneRecordRefusesTheFormatsAListingRefuses(query: String, reason: String) throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let id = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        for target in ["\(base)/People/\(id)?\(query)", "\(base)/People?\(query)"] {
            let reply = airtable.call("GET", target)
            #expect(reply.status == 422, "\(target)")
            let message = reply.json?["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains(reason), "\(target): \(message)")
        }
    }
}
