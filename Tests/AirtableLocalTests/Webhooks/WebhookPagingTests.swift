import Basics
import TestSupport
import Testing

/// Payloads are listed by cursor: each has the next number from 1, a page holds at most `limit`
/// (default 50), `cursor` is the one to ask for next and `mightHaveMore` says whether more follow.
@Suite struct WebhookPagingTests {
    func names(_ page: JSONValue?) -> [String] {
        (page?["payloads"]?.arrayValue ?? []).compactMap { payload in
            payload["changedTablesById"]?[TestSchema.people]?["createdRecordsById"]?.objectValue?.values
                .first?[
                    "cellValuesByFieldId"]?["fldName0000000001"]?.stringValue
        }
    }

    @Test func pagesFollowTheCursor() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        for index in 1...5 { airtable.create("People", [#"{"Name":"P\#(index)"}"#]) }
        #expect(airtable.listedWebhook(id)?["cursorForNextPayload"] == .number(6))

        let first = airtable.payloadPage(id, "?limit=2").json
        #expect(names(first) == ["P1", "P2"])
        #expect(first?["cursor"] == .number(3))
        #expect(first?["mightHaveMore"] == .bool(true))
        let second = airtable.payloadPage(id, "?cursor=3&limit=2").json
        #expect(names(second) == ["P3", "P4"])
        #expect(second?["mightHaveMore"] == .bool(true))
        let last = airtable.payloadPage(id, "?cursor=5&limit=2").json
        #expect(names(last) == ["P5"])
        #expect(last?["cursor"] == .number(6))
        #expect(last?["mightHaveMore"] == .bool(false))
        let none = airtable.payloadPage(id, "?cursor=6").json
        #expect(
            none == .object(["payloads": .array([]), "cursor": .number(6), "mightHaveMore": .bool(false)]))
        #expect(names(airtable.payloadPage(id).json) == ["P1", "P2", "P3", "P4", "P5"])
    }

    @Test func aPageHoldsFiftyByDefault() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let (id, _) = try airtable.createWebhook()
        for index in 1...52 { airtable.create("People", [#"{"Name":"P\#(index)"}"#]) }
        let page = airtable.payloadPage(id).json
        #expect(page?["payloads"]?.arrayValue?.count == 50)
        #expect(page?["cursor"] == .number(51))
        #expect(page?["mightHaveMore"] == .bool(true))
        #expect(names(airtable.payloadPage(id, "?cursor=51").json) == ["P51", "P52"])
    }
}
