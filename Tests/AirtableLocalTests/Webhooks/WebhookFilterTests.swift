import Basics
import TestSupport
import Testing

/// A specification's filters: `recordChangeScope` keeps one table, `changeTypes` the kinds of change,
/// `watchDataInFieldIds` changes to some fields, `fromSources` a source (every Web API change is
/// `publicApi`), and `dataTypes` records, fields or tables' names.
@Suite struct WebhookFilterTests {
    let base = "/v0/\(TestSchema.baseID)"

    func tables(_ payload: JSONValue?) -> Set<String> {
        Set(payload?["changedTablesById"]?.objectValue?.keys ?? [:].keys)
    }

    @Test func theScopeKeepsOneTable() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let byTable = try airtable.createWebhook(
            filters: #"{"dataTypes":["tableData"],"recordChangeScope":"tblTeams000000001"}"#)
        let byView = try airtable.createWebhook(
            filters: #"{"dataTypes":["tableData"],"recordChangeScope":"viwGrid000000001"}"#)
        airtable.create("People", [#"{"Name":"Ann"}"#])
        airtable.create("Teams", [#"{"Name":"Red"}"#])
        #expect(airtable.payloads(byTable.id).map(tables) == [[TestSchema.teams]])
        #expect(airtable.payloads(byView.id).map(tables) == [[TestSchema.people]])
    }

    @Test func changeTypesKeepTheirKinds() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let adds = try airtable.createWebhook(filters: #"{"dataTypes":["tableData"],"changeTypes":["add"]}"#)
        let removes = try airtable.createWebhook(
            filters: #"{"dataTypes":["tableData"],"changeTypes":["remove"]}"#)
        let record = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        airtable.call("PATCH", "\(base)/People/\(record)", #"{"fields":{"Age":3}}"#)
        airtable.call("DELETE", "\(base)/People/\(record)")
        #expect(airtable.payloads(adds.id).count == 1)
        #expect(
            airtable.payloads(adds.id).first?["changedTablesById"]?[TestSchema.people]?["createdRecordsById"]
                != nil)
        #expect(airtable.payloads(removes.id).count == 1)
        #expect(
            airtable.payloads(removes.id).first?["changedTablesById"]?[TestSchema.people]?[
                "destroyedRecordIds"]
                == .array([.string(record)]))
    }

    @Test func watchedFieldsKeepChangesToThem() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook(
            filters:
                #"{"dataTypes":["tableData"],"changeTypes":["update"],"watchDataInFieldIds":["fldAge00000000001"]}"#
        )
        let record = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        airtable.call("PATCH", "\(base)/People/\(record)", #"{"fields":{"Name":"Anne"}}"#)
        #expect(airtable.payloads(id).isEmpty)
        airtable.call("PATCH", "\(base)/People/\(record)", #"{"fields":{"Age":4}}"#)
        #expect(airtable.payloads(id).count == 1)
    }

    @Test func otherSourcesHearNothingFromTheWebAPI() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let clients = try airtable.createWebhook(
            filters: #"{"dataTypes":["tableData"],"fromSources":["client"]}"#)
        let api = try airtable.createWebhook(
            filters: #"{"dataTypes":["tableData"],"fromSources":["publicApi"]}"#)
        airtable.create("People", [#"{"Name":"Ann"}"#])
        #expect(airtable.payloads(clients.id).isEmpty)
        #expect(airtable.payloads(api.id).count == 1)
    }

    @Test func fieldsAndTableNamesAreTheirOwnDataTypes() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let data = try airtable.createWebhook()
        let fields = try airtable.createWebhook(
            filters: #"{"dataTypes":["tableFields"]}"#, includes: #"{"includePreviousFieldDefinitions":true}"#
        )
        let metadata = try airtable.createWebhook(filters: #"{"dataTypes":["tableMetadata"]}"#)
        let meta = "/v0/meta/bases/\(TestSchema.baseID)/tables/\(TestSchema.people)"
        let created = airtable.call("POST", "\(meta)/fields", #"{"name":"Nick","type":"singleLineText"}"#)
        let field = try #require(created.json?["id"]?.stringValue)
        airtable.call("PATCH", "\(meta)/fields/\(field)", #"{"name":"Nickname"}"#)
        airtable.call("PATCH", meta, #"{"name":"Persons"}"#)

        #expect(airtable.payloads(data.id).isEmpty)
        let fieldPayloads = airtable.payloads(fields.id).map { $0["changedTablesById"]?[TestSchema.people] }
        #expect(fieldPayloads.count == 2)
        #expect(
            fieldPayloads.first??["createdFieldsById"]
                == .object([field: .object(["name": .string("Nick"), "type": .string("singleLineText")])]))
        #expect(
            fieldPayloads.last??["changedFieldsById"]
                == .object([
                    field: .object([
                        "current": .object(["name": .string("Nickname")]),
                        "previous": .object(["name": .string("Nick")]),
                    ])
                ]))
        let renamed = airtable.payloads(metadata.id).map {
            $0["changedTablesById"]?[TestSchema.people]?["changedMetadata"]
        }
        #expect(
            renamed
                == [
                    .object([
                        "current": .object(["name": .string("Persons"), "description": .null]),
                        "previous": .object(["name": .string("People"), "description": .null]),
                    ])
                ])
    }
}
