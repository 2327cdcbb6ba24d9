import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

@Suite struct ListingTests {
    let base = "/v0/\(TestSchema.baseID)"

    func seeded(_ count: Int = 25) throws -> (InProcessAirtable, [String]) {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create(
            "People", (1...count).map { #"{"Name":"P\#(String(format: "%02d", $0))","Age":\#($0 % 7)}"# })
        return (airtable, ids)
    }

    @Test func pagesFollowOffsetsAndMaxRecordsTrimsTheLastPage() throws {
        let (airtable, ids) = try seeded()
        var pages: [Int] = []
        var seen: [String] = []
        var offset: String?
        repeat {
            let query = "pageSize=10&maxRecords=25" + (offset.map { "&offset=\($0)" } ?? "")
            let page = airtable.call("GET", "\(base)/People?\(query)")
            #expect(page.status == 200)
            pages.append(page.records.count)
            seen += page.records.compactMap { $0["id"]?.stringValue }
            offset = page.json?["offset"]?.stringValue
            if let offset { #expect(offset.hasPrefix("itr") && offset.contains("/rec")) }
        } while offset != nil && pages.count < 10
        #expect(pages == [10, 10, 5])
        #expect(seen == ids)
        let capped = airtable.call("GET", "\(base)/People?pageSize=10&maxRecords=7")
        #expect(capped.records.count == 7 && capped.json?["offset"] == nil)
    }

    @Test func recordsDeletedDuringAListingAreSkippedAndTheirPagesFilled() throws {
        let (airtable, ids) = try seeded(6)
        let first = airtable.call("GET", "\(base)/People?pageSize=2")
        let offset = try #require(first.json?["offset"]?.stringValue)
        for id in ids[2...4] { #expect(airtable.call("DELETE", "\(base)/People/\(id)").status == 200) }
        let second = airtable.call("GET", "\(base)/People?pageSize=2&offset=\(offset)")
        #expect(second.records.compactMap { $0["id"]?.stringValue } == [ids[5]], "never an empty page")
        #expect(second.json?["offset"] == nil, "the last page")
    }

    @Test func unknownOrExpiredOffsetsAnswer422() throws {
        let (airtable, _) = try seeded()
        let unknown = airtable.call("GET", "\(base)/People?offset=itrAAAAAAAAAAAAAA/recAAAAAAAAAAAAAA")
        #expect(unknown.status == 422)
        #expect(unknown.text == #"{"error":{"type":"LIST_RECORDS_ITERATOR_NOT_AVAILABLE"}}"#)
        let first = airtable.call("GET", "\(base)/People?pageSize=5")
        let offset = try #require(first.json?["offset"]?.stringValue)
        // Another table of the same base does not continue it; its own table still does.
        airtable.create("Teams", [#"{"Name":"Red"}"#])
        #expect(
            airtable.call("GET", "\(base)/Teams?pageSize=5&offset=\(offset)").errorType
                == "LIST_RECORDS_ITERATOR_NOT_AVAILABLE")
        #expect(airtable.call("GET", "\(base)/People?pageSize=5&offset=\(offset)").records.count == 5)
        airtable.clock.advance(by: .seconds(601))
        #expect(
            airtable.call("GET", "\(base)/People?pageSize=5&offset=\(offset)").errorType
                == "LIST_RECORDS_ITERATOR_NOT_AVAILABLE")
        #expect(airtable.call("GET", "\(base)/People?pageSize=5&offset=").records.count == 5)
    }

    /// Airtable's offsets are tokens: a record count, or any text of another shape, is
    /// `INVALID_OFFSET_VALUE` rather than an iterator that expired (which a client may restart).
    @Test(arguments: [
        "10", "garbage", "itrAAAAAAAAAAAAAA", "itrAAAAAAAAAAAAAA/", "recAAAAAAAAAAAAAA/itrAAAAAAAAAAAAAA",
    ])
    func anOffsetOfAnotherShapeIsInvalid(offset: String) throws {
        let (airtable, _) = try seeded()
        let answer = airtable.call("GET", "\(base)/People?offset=\(offset)")
        #expect(answer.status == 422)
        #expect(answer.errorType == "INVALID_OFFSET_VALUE")
        #expect(answer.json?["error"]?["message"]?.stringValue == "The value of offset \(offset) is invalid")
    }

    @Test func sortsByFieldsWithDirectionsGivenInAnyKeyOrder() throws {
        let (airtable, _) = try seeded(8)
        // pyairtable writes direction before field; airtable.js field first.
        let sorted = airtable.call(
            "GET",
            "\(base)/People?sort%5B1%5D%5Bdirection%5D=desc&sort%5B1%5D%5Bfield%5D=Name&sort%5B0%5D%5Bfield%5D=Age"
        )
        #expect(sorted.names == ["P07", "P08", "P01", "P02", "P03", "P04", "P05", "P06"])
        let post = airtable.call(
            "POST", "\(base)/People/listRecords",
            #"{"sort":[{"field":"Name","direction":"desc"}],"pageSize":3,"method":"post","unknown":1}"#)
        #expect(post.names == ["P08", "P07", "P06"])
        #expect(airtable.call("GET", "\(base)/People?sort[0][field]=Nope").errorType == "UNKNOWN_FIELD_NAME")
        #expect(
            airtable.call("GET", "\(base)/People?sort[0][field]=Name&sort[0][direction]=up").status == 422)
    }

    /// A single select sorts by the order of its options (A, B, then 0, which typecast added last),
    /// not by their names; blanks first.
    @Test func singleSelectsSortByTheOrderOfTheirOptions() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"zero","Kind":"0"}"#], typecast: true)
        airtable.create(
            "People", [#"{"Name":"b","Kind":"B"}"#, #"{"Name":"none"}"#, #"{"Name":"a","Kind":"A"}"#])
        let sorted = airtable.call("GET", "\(base)/People?sort%5B0%5D%5Bfield%5D=Kind")
        #expect(sorted.names == ["none", "a", "b", "zero"], "\(sorted.text)")
        let descending = airtable.call(
            "POST", "\(base)/People/listRecords", #"{"sort":[{"field":"Kind","direction":"desc"}]}"#)
        #expect(descending.names == ["zero", "b", "a", "none"])
    }

    /// A bracketed key of `sort` or `fields` that is not of their shape is a client's mistake, not a
    /// listing unsorted or of every field.
    @Test func malformedSortAndFieldsKeysAre422() throws {
        let (airtable, _) = try seeded(2)
        for query in [
            "sort[x][field]=Name", "sort[0]=Name", "sort[0][field]=Name&sort[0][way]=desc", "sort[-1]x=Name",
            "sort[0][field][x]=Name", "sort[-1][field]=Name", "sort[+1][field]=Name", "sort[0]x[field]=Name",
            "sort[][field]=Name", "sort[0][]=Name", "fields[a]=Name", "fields[0][x]=Name", "fields[=Name",
        ] {
            let answer = airtable.call("GET", "\(base)/People?\(query)")
            #expect(answer.status == 422 && answer.errorType == "INVALID_REQUEST_UNKNOWN", "\(query)")
        }
        #expect(airtable.call("GET", "\(base)/People?fields[0]=Name&fields[1]=Age").status == 200)
    }

    @Test func fieldsAndFieldIdsSelectAndKeyTheCells() throws {
        let (airtable, _) = try seeded(2)
        let some = airtable.call(
            "GET", "\(base)/People?fields%5B%5D=Age&fields[]=fldName0000000001&returnFieldsByFieldId=1")
        #expect(
            some.records.first?["fields"]
                == .object(["fldName0000000001": .string("P01"), "fldAge00000000001": .number(1)]))
        let plain = airtable.call("GET", "\(base)/People?fields=Name&returnFieldsByFieldId=false")
        #expect(plain.records.first?["fields"] == .object(["Name": .string("P01")]))
        #expect(airtable.call("GET", "\(base)/People?fields[]=Nope").errorType == "UNKNOWN_FIELD_NAME")
        #expect(airtable.call("GET", "\(base)/People?returnFieldsByFieldId=maybe").status == 422)
        let withComments = airtable.call("GET", "\(base)/People?recordMetadata%5B%5D=commentCount")
        #expect(withComments.records.first?["commentCount"] == .number(0))
    }

    @Test func viewsApplyTheirFilterOrderAndFieldOrder() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create(
            "People", [#"{"Name":"Kid","Age":9}"#, #"{"Name":"Ann","Age":30}"#, #"{"Name":"Zed","Age":40}"#])
        let adults = airtable.call("GET", "\(base)/People?view=Adults")
        #expect(adults.names == ["Zed", "Ann"])  // the view's filter and its sort (Name, descending)
        #expect(adults.text.contains(#""fields":{"Age":40,"Name":"Zed""#))
        #expect(airtable.call("GET", "\(base)/People?view=viwAdults00000001").names == ["Zed", "Ann"])
        // An explicit sort overrides the view's order; a formula narrows the view further.
        #expect(
            airtable.call("GET", "\(base)/People?view=Adults&sort%5B0%5D%5Bfield%5D=Age").names == [
                "Ann", "Zed",
            ])
        #expect(
            airtable.call("GET", "\(base)/People?view=Adults&filterByFormula=%7BAge%7D%3C35").names == ["Ann"]
        )
        #expect(airtable.call("GET", "\(base)/People?view=Nope").errorType == "VIEW_NAME_NOT_FOUND")
    }

    @Test func cellFormatStringUsesTheTimeZoneAndLocale() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let teams = airtable.create("Teams", [#"{"Name":"Red"}"#])
        airtable.create(
            "People",
            [
                #"{"Name":"Ann","Age":3,"Done":true,"When":"2024-01-02T03:04:05.000Z","Day":"2024-01-02","Team":["\#(teams[0])"],"Share":0.125,"Cost":-3.5,"Tags":["x"]}"#
            ])
        let us = airtable.call(
            "GET", "\(base)/People?cellFormat=string&timeZone=America%2FChicago&userLocale=en-us")
        let fields = us.records.first?["fields"]
        #expect(fields?["When"] == .string("1/1/2024 9:04pm"))
        #expect(fields?["Day"] == .string("2024-01-02"))
        #expect(fields?["Team"] == .string("Red"))
        #expect(fields?["Done"] == .string("checked"))
        #expect(fields?["Share"] == .string("12.5%"))
        #expect(fields?["Cost"] == .string("-€3.50"))
        #expect(fields?["Age"] == .string("3"))
        let post = airtable.call(
            "POST", "\(base)/People/listRecords?timeZone=UTC&userLocale=en-gb", #"{"cellFormat":"string"}"#)
        #expect(post.records.first?["fields"]?["When"] == .string("2/1/2024 3:04am"))
        #expect(airtable.call("GET", "\(base)/People?cellFormat=string").status == 422)
        #expect(
            airtable.call("GET", "\(base)/People?cellFormat=string&timeZone=Nowhere/City&userLocale=en")
                .status == 422)
    }

    @Test func toleratesWhatRealClientsSend() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let teams = airtable.create("Teams", [#"{"Name":"Red Team"}"#])
        #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/Teams?").records.count == 1)
        #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/Teams/?limit=1").records.count == 1)
        #expect(
            airtable.call(
                "GET", "/v0/\(TestSchema.baseID)/Teams?fields%5B%5D=Name&sort%5B0%5D%5Bfield%5D=Name"
            ).names == ["Red Team"])
        #expect(
            airtable.call("POST", "/v0/\(TestSchema.baseID)/Teams/", #"{"fields":{"Name":"B"},"extra":true}"#)
                .status == 200)
        #expect(
            airtable.call("GET", "/v0/\(TestSchema.baseID)/Teams/\(teams[0])?returnFieldsByFieldId=true")
                .json?["fields"]?["fldTName000000001"] != nil)
        #expect(airtable.call("GET", "\(base)/People?pageSize=101").status == 422)
        #expect(airtable.call("GET", "\(base)/People?pageSize=ten").status == 422)
    }

    @Test func tablesAreAddressedByEncodedNames() throws {
        let schema = try BaseSchema(
            json: JSONValue.parse(
                Array(
                    #"{"id":"appNames000000001","name":"N","tables":[{"id":"tblSpaces00000001","name":"My Table/2","fields":[{"id":"fldA000000000001","name":"A","type":"singleLineText"}]}]}"#
                        .utf8)))
        let airtable = try AirtableHarness.responder(schemas: [schema])
        #expect(
            airtable.call("POST", "/v0/appNames000000001/My%20Table%2F2", #"{"fields":{"A":"x"}}"#).status
                == 200)
        #expect(airtable.call("GET", "/v0/appNames000000001/tblSpaces00000001").records.count == 1)
    }
}
