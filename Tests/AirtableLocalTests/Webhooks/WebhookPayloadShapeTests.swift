import AirtableModel
import Basics
import TestSupport
import Testing

/// Payloads in Airtable's shapes: one per write transaction (a batch of ten is one), created records
/// with their cells by field id, changed records with `current` (and `previous` and `unchanged` when
/// included), destroyed record ids, and webhooks' cell formats for selects and links.
@Suite struct WebhookPayloadShapeTests {
    let base = "/v0/\(TestSchema.baseID)"
    let people = TestSchema.people

    @Test func aCreatedRecordCarriesTheCellsItWasCreatedWith() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        let record = airtable.create("People", [#"{"Name":"Hey there!","Age":30}"#])[0]
        let page = try #require(airtable.payloadPage(id).json)
        #expect(page["cursor"] == .number(2))
        #expect(page["mightHaveMore"] == .bool(false))
        let payloads = try #require(page["payloads"]?.arrayValue)
        #expect(payloads.count == 1)
        let payload = try #require(payloads.first)
        #expect(payload["timestamp"] == .string("2023-11-14T22:13:20.000Z"))
        #expect(payload["baseTransactionNumber"]?.numberValue != nil)
        #expect(payload["payloadFormat"] == .string("v0"))
        #expect(
            payload["actionMetadata"]
                == .object([
                    "source": .string("publicApi"),
                    "sourceMetadata": .object([
                        "user": .object([
                            "id": .string("usrAirtableLocal0"),
                            "email": .string("local@airtable-local.invalid"),
                            "permissionLevel": .string("create"), "name": .string("airtable-local"),
                        ])
                    ]),
                ]))
        #expect(
            payload["changedTablesById"]
                == .object([
                    people: .object([
                        "createdRecordsById": .object([
                            record: .object([
                                "createdTime": .string("2023-11-14T22:13:20.000Z"),
                                "cellValuesByFieldId": .object([
                                    "fldName0000000001": .string("Hey there!"),
                                    "fldAge00000000001": .number(30),
                                ]),
                            ])
                        ])
                    ])
                ]))
    }

    @Test func aBatchIsOnePayload() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        let ids = airtable.create("People", (1...10).map { #"{"Name":"P\#($0)"}"# })
        let payloads = airtable.payloads(id)
        #expect(payloads.count == 1)
        let created = payloads.first?["changedTablesById"]?[people]?["createdRecordsById"]?.objectValue
        #expect(Set(created?.keys ?? [:].keys) == Set(ids))

        airtable.call(
            "DELETE", "\(base)/People?" + ids.prefix(3).map { "records[]=\($0)" }.joined(separator: "&"))
        let destroyed = airtable.payloads(id).last?["changedTablesById"]?[people]?["destroyedRecordIds"]
        #expect(Set(destroyed?.arrayValue?.compactMap(\.stringValue) ?? []) == Set(ids.prefix(3)))
        #expect(airtable.payloads(id).count == 2)
    }

    @Test func aChangedRecordShowsWhatChangedAndWhatIsIncluded() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let plain = try airtable.createWebhook()
        let rich = try airtable.createWebhook(
            includes:
                #"{"includePreviousCellValues":true,"includeCellValuesInFieldIds":["fldName0000000001"]}"#)
        let record = airtable.create("People", [#"{"Name":"Ann","Age":30,"Notes":"x"}"#])[0]
        airtable.call("PATCH", "\(base)/People/\(record)", #"{"fields":{"Age":31,"Notes":null}}"#)
        // Writing the same values again changes nothing, so records nothing.
        airtable.call("PATCH", "\(base)/People/\(record)", #"{"fields":{"Age":31}}"#)

        let plainChange = airtable.payloads(plain.id).last?["changedTablesById"]?[people]?[
            "changedRecordsById"]
        #expect(airtable.payloads(plain.id).count == 2)
        #expect(
            plainChange
                == .object([
                    record: .object([
                        "current": .object([
                            "cellValuesByFieldId": .object([
                                "fldAge00000000001": .number(31), "fldNote0000000001": .null,
                            ])
                        ])
                    ])
                ]))
        let richChange = airtable.payloads(rich.id).last?["changedTablesById"]?[people]?[
            "changedRecordsById"]?[record]
        #expect(
            richChange?["previous"]
                == .object([
                    "cellValuesByFieldId": .object([
                        "fldAge00000000001": .number(30), "fldNote0000000001": .string("x"),
                    ])
                ]))
        #expect(
            richChange?["unchanged"]
                == .object(["cellValuesByFieldId": .object(["fldName0000000001": .string("Ann")])]))
    }

    /// A link's `name` is the linked record's primary value as a listing shows it, also when that
    /// value is computed (here a formula over the record's other cells).
    @Test func aLinkIsNamedByItsRecordsComputedPrimaryValue() throws {
        let base = try BaseSchema(
            json: JSONValue.parse(
                Array(
                    #"""
                    {"id":"appComputedName01","name":"Codes","tables":[
                     {"id":"tblCodes000000001","name":"Codes","primaryFieldId":"fldCLabel00000001","fields":[
                       {"id":"fldCLabel00000001","name":"Label","type":"formula","options":{"formula":"{Prefix} & '-' & {Number}"}},
                       {"id":"fldCPrefix0000001","name":"Prefix","type":"singleLineText"},
                       {"id":"fldCNumber0000001","name":"Number","type":"number","options":{"precision":0}}]},
                     {"id":"tblUses0000000001","name":"Uses","primaryFieldId":"fldUName000000001","fields":[
                       {"id":"fldUName000000001","name":"Name","type":"singleLineText"},
                       {"id":"fldUCode000000001","name":"Code","type":"multipleRecordLinks","options":{"linkedTableId":"tblCodes000000001"}}]}]}
                    """#.utf8)))
        let airtable = try AirtableHarness.responder(schemas: [base])
        let hooks = "/v0/bases/appComputedName01/webhooks"
        let id = try #require(
            airtable.call(
                "POST", hooks, #"{"specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}"#
            )
            .json?["id"]?.stringValue)
        let code = try #require(
            airtable.call("POST", "/v0/appComputedName01/Codes", #"{"fields":{"Prefix":"AB","Number":7}}"#)
                .json?["id"]?.stringValue)
        let use = try #require(
            airtable.call(
                "POST", "/v0/appComputedName01/Uses", #"{"fields":{"Name":"u","Code":["\#(code)"]}}"#
            )
            .json?["id"]?.stringValue)
        let payloads = airtable.call("GET", "\(hooks)/\(id)/payloads").json?["payloads"]?.arrayValue
        let cells = payloads?.last?["changedTablesById"]?[
            "tblUses0000000001"]?["createdRecordsById"]?[use]?["cellValuesByFieldId"]
        #expect(
            cells?["fldUCode000000001"] == .array([.object(["id": .string(code), "name": .string("AB-7")])]),
            "\(cells?.jsonText ?? "no payload")")
    }

    @Test func selectsAndLinksUseWebhooksCellFormat() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        let team = airtable.create("Teams", [#"{"Name":"Red"}"#])[0]
        let person = airtable.create(
            "People", [#"{"Name":"Ann","Kind":"A","Tags":["x"],"Team":["\#(team)"]}"#])[0]
        let payload = try #require(airtable.payloads(id).last)
        let cells = payload["changedTablesById"]?[people]?["createdRecordsById"]?[person]?[
            "cellValuesByFieldId"]
        #expect(
            cells?["fldKind0000000001"] == .object(["id": .string("selA000000000001"), "name": .string("A")]))
        #expect(
            cells?["fldTags0000000001"]
                == .array([.object(["id": .string("selX000000000001"), "name": .string("x")])]))
        #expect(
            cells?["fldTeam0000000001"] == .array([.object(["id": .string(team), "name": .string("Red")])]))
        // The inverse link changed in the same transaction, so the same payload says so.
        let inverse = payload["changedTablesById"]?[TestSchema.teams]?["changedRecordsById"]?[team]?[
            "current"]
        #expect(
            inverse?["cellValuesByFieldId"]?["fldMembers0000001"]
                == .array([.object(["id": .string(person), "name": .string("Ann")])]))
    }
}
