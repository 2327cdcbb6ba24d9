import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

@testable import AirtableLocal

/// Edge cases of deletes, upserts, formula results and offsets, each answered as Airtable would (or
/// refused clearly where Airtable's answer is not known).
@Suite struct RecordEdgeTests {
    /// A date-time that its zone moves out of the years 0000 to 9999 is refused, not stored as text
    /// no reader takes; one just inside them is kept, before 1582 too.
    @Test func dateTimesMovedOutOfTheFourDigitYearsAreRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let meta = "/v0/meta/bases/\(TestSchema.baseID)/tables/Teams/fields"
        for (name, zone) in [
            ("NewYork", "America/New_York"), ("Tokyo", "Asia/Tokyo"), ("Kiritimati", "Pacific/Kiritimati"),
        ] {
            let field = airtable.call(
                "POST", meta, #"{"name":"\#(name)","type":"dateTime","options":{"timeZone":"\#(zone)"}}"#)
            #expect(field.status == 200, "\(field.text)")
        }
        let teams = "/v0/\(TestSchema.baseID)/Teams"
        for cells in [#""NewYork":"9999-12-31T23:59""#, #""Tokyo":"0000-01-01T00:00""#] {
            let refused = airtable.call("POST", teams, #"{"fields":{"Name":"x",\#(cells)}}"#)
            #expect(refused.status == 422, "\(cells): \(refused.text)")
            #expect(refused.errorType == "INVALID_VALUE_FOR_COLUMN")
            #expect(refused.text.contains("outside the years 0000 to 9999"))
        }
        let kept = airtable.call(
            "POST", teams,
            #"{"fields":{"Name":"y","NewYork":"9999-12-31T18:59","Kiritimati":"0000-01-01T00:00"}}"#)
        #expect(kept.status == 200, "\(kept.text)")
        #expect(kept.json?["fields"]?["NewYork"] == .string("9999-12-31T23:59:00.000Z"))
        // Local mean time, 10:29:20 behind UTC, counted in the same proleptic calendar as the text.
        #expect(kept.json?["fields"]?["Kiritimati"] == .string("0000-01-01T10:29:20.000Z"))
        #expect(airtable.call("GET", teams).names == ["y"])
    }

    /// A date before October 1582 is the same Gregorian day in JSON, in a date field's day and in
    /// `cellFormat=string`, in UTC and in a zone at its local mean time.
    @Test func anOldDateShowsTheSameDayEverywhere() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let base = "/v0/\(TestSchema.baseID)"
        airtable.create(
            "People",
            [#"{"Name":"Agincourt","When":"1415-10-25T12:00:00.000Z","Day":"1415-10-25T12:00:00.000Z"}"#])
        let json = airtable.call("GET", "\(base)/People").records.first?["fields"]
        #expect(json?["When"] == .string("1415-10-25T12:00:00.000Z"))
        #expect(json?["Day"] == .string("1415-10-25"))
        let utc = airtable.call("GET", "\(base)/People?cellFormat=string&timeZone=UTC&userLocale=en-us")
        #expect(utc.records.first?["fields"]?["When"] == .string("10/25/1415 12:00pm"))
        #expect(utc.records.first?["fields"]?["Day"] == .string("1415-10-25"))
        // Chicago's local mean time then: 5:50:36 behind UTC.
        let chicago = airtable.call(
            "GET", "\(base)/People?cellFormat=string&timeZone=America%2FChicago&userLocale=en-us")
        #expect(chicago.records.first?["fields"]?["When"] == .string("10/25/1415 6:09am"))
    }

    @Test func deletingOneRecordTwiceInABatchSaysSo() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create("People", [#"{"Name":"Ann"}"#, #"{"Name":"Bob"}"#])
        let twice = airtable.call(
            "DELETE",
            "/v0/\(TestSchema.baseID)/People?records[]=\(ids[0])&records[]=\(ids[1])&records[]=\(ids[0])")
        #expect(twice.status == 422)
        #expect(twice.errorType == "INVALID_REQUEST_UNKNOWN")
        #expect(
            twice.json?["error"]?["message"]
                == .string("Invalid request: Record ID \(ids[0]) is given more than once"))
        #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/People").names == ["Ann", "Bob"])
        let missing = airtable.call("DELETE", "/v0/\(TestSchema.baseID)/People?records[]=recMissing0000001")
        #expect(missing.errorType == "ROW_DOES_NOT_EXIST")
    }

    @Test func anUpsertWithTwoRecordsOfTheSameMergeValuesIs422() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Ann","Age":1}"#])
        for names in [["Ann", "Ann"], ["Cy", "Cy"]] {
            let reply = airtable.call(
                "PATCH", "/v0/\(TestSchema.baseID)/People",
                #"{"performUpsert":{"fieldsToMergeOn":["Name"]},"records":[{"fields":{"Name":"\#(names[0])","Age":2}},{"fields":{"Name":"\#(names[1])","Age":3}}]}"#
            )
            #expect(reply.status == 422)
            #expect(reply.errorType == "INVALID_REQUEST_UNKNOWN")
            #expect(
                reply.text.contains("same values for the fieldsToMergeOn fields \\\"Name\\\""),
                "\(reply.text)")
        }
        let records = airtable.call("GET", "/v0/\(TestSchema.baseID)/People").records
        #expect(records.map { $0["fields"]?["Age"] } == [.number(1)])
        // Different merge values in one request are fine.
        let fine = airtable.call(
            "PATCH", "/v0/\(TestSchema.baseID)/People",
            #"{"performUpsert":{"fieldsToMergeOn":["Name"]},"records":[{"fields":{"Name":"Ann","Age":2}},{"fields":{"Name":"Cy","Age":3}}]}"#
        )
        #expect(fine.status == 200, "\(fine.text)")
    }

    /// The issue's case: the first record (by id) empties its merge field, the fourth has an empty
    /// merge value. Matching against the table as it stood before the request, and an empty value
    /// matching nothing, the fourth is created, as on Airtable, instead of overwriting the first.
    @Test func anUpsertMatchesTheTableAsItStoodAndAnEmptyMergeValueMatchesNothing() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create("People", [#"{"Name":"Ann","Age":1}"#, #"{"Name":"Bob","Age":2}"#])
        let reply = airtable.call(
            "PUT", "/v0/\(TestSchema.baseID)/People",
            #"{"performUpsert":{"fieldsToMergeOn":["Name"]},"records":[{"id":"\#(ids[0])","fields":{"Age":10}},{"fields":{"Name":"Bob","Age":20}},{"fields":{"Name":"Cy","Age":30}},{"fields":{"Name":"","Age":40}},{"fields":{"Age":50}}]}"#
        )
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json?["updatedRecords"] == .array([.string(ids[0]), .string(ids[1])]))
        #expect(reply.json?["createdRecords"]?.arrayValue?.count == 3, "Cy and the two without a name")
        let records = airtable.call("GET", "/v0/\(TestSchema.baseID)/People").records
        #expect(records.count == 5)
        #expect(records.first?["fields"]?["Name"] == nil, "the first was replaced, its name emptied")
        #expect(records.first?["fields"]?["Age"] == .number(10), "and not overwritten by an empty match")
    }

    @Test func aTableInThePathIsFoundIgnoringCase() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Ann"}"#])
        for spelling in ["PEOPLE", "people", "pEoPlE"] {
            let reply = airtable.call("GET", "/v0/\(TestSchema.baseID)/\(spelling)")
            #expect(reply.status == 200, "\(spelling): \(reply.text)")
            #expect(reply.names == ["Ann"])
        }
        #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/Peoples").errorType == "TABLE_NOT_FOUND")
    }

    /// Offsets are kept per token and base: one token starting more listings than its share pushes
    /// out its own oldest offsets, never another token's.
    @Test func offsetsAreKeptPerTokenAndBase() throws {
        let other = "patCourierTests02." + String(repeating: "fedcba9876543210", count: 4)
        let database = try SQLiteDatabase(path: ":memory:")
        defer { database.close() }
        let clock = ManualClock()
        let store = try AirtableStore(database: database, schemas: [TestSchema.base()], clock: clock)
        let app = AirtableApplication(
            store: store, tokens: [AirtableHarness.token, other], limiter: nil,
            logger: Logger(level: .critical))
        func call(_ method: String, _ target: String, token: String, _ body: String? = nil) throws
            -> AirtableReply
        {
            let response = try app.responder.respond(
                to: HTTPServer.Request(
                    method: method, target: target,
                    headers: ["authorization": "Bearer \(token)", "content-type": "application/json"],
                    body: Array((body ?? "").utf8)))
            return AirtableReply(
                status: response.status.code, contentType: response.headers["content-type"],
                body: response.body)
        }
        let people = "/v0/\(TestSchema.baseID)/People"
        _ = try call(
            "POST", people, token: other, #"{"records":[{"fields":{"Name":"A"}},{"fields":{"Name":"B"}}]}"#)
        func firstPage(_ token: String) throws -> String {
            try call("GET", "\(people)?pageSize=1", token: token).json?["offset"]?.stringValue ?? ""
        }
        let kept = try firstPage(other)
        let ownOldest = try firstPage(AirtableHarness.token)
        clock.advance(by: .seconds(1))  // so that it is the one closest to expiring
        for _ in 0..<IteratorCache.defaultCapacityPerOwner { _ = try firstPage(AirtableHarness.token) }
        // The other token's offset survives; this token's oldest made room for its newest.
        #expect(try call("GET", "\(people)?pageSize=1&offset=\(kept)", token: other).names == ["B"])
        #expect(
            try call("GET", "\(people)?pageSize=1&offset=\(ownOldest)", token: AirtableHarness.token)
                .errorType
                == "LIST_RECORDS_ITERATOR_NOT_AVAILABLE")
        // An offset continues only for the token it was given to.
        #expect(
            try call("GET", "\(people)?pageSize=1&offset=\(kept)", token: AirtableHarness.token).errorType
                == "LIST_RECORDS_ITERATOR_NOT_AVAILABLE")
    }

    static let hugeSchema = #"""
        {"id":"appHuge0000000001","name":"H","tables":[
         {"id":"tblItems000000001","name":"Items","fields":[
           {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldHuge0000000001","name":"Huge","type":"formula","options":{"formula":"POWER(10, 400) * {Sign}","isValid":true,"referencedFieldIds":[]}},
           {"id":"fldSign0000000001","name":"Sign","type":"number","options":{"precision":0}}],
          "views":[{"id":"viwGrid000000001","name":"Grid view","type":"grid"}]}]}
        """#

    /// A formula field whose result is infinite is written as Airtable's special value, not `null`.
    @Test func anInfiniteFormulaResultIsASpecialValue() throws {
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(Self.hugeSchema.utf8)))
        ])
        let plus = airtable.call("POST", "/v0/appHuge0000000001/Items", #"{"fields":{"Name":"a","Sign":1}}"#)
        #expect(
            plus.json?["fields"]?["Huge"] == .object(["specialValue": .string("Infinity")]), "\(plus.text)")
        let minus = airtable.call(
            "POST", "/v0/appHuge0000000001/Items", #"{"fields":{"Name":"b","Sign":-1}}"#)
        #expect(minus.json?["fields"]?["Huge"] == .object(["specialValue": .string("-Infinity")]))
        let listed = airtable.call("GET", "/v0/appHuge0000000001/Items?fields%5B%5D=Huge")
        // No cell is listed as `null` (a record id may happen to contain the letters).
        #expect(
            listed.records.map { $0["fields"]?["Huge"] } == [
                .object(["specialValue": .string("Infinity")]),
                .object(["specialValue": .string("-Infinity")]),
            ], "\(listed.text)")
        #expect(listed.records.count == 2)
    }
}
