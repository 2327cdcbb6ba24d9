import TestSupport
import Testing

@testable import AirtableLocal

/// An autoNumber is never given twice, not even after the records that had the highest ones were
/// deleted and the server restarted: the next number is stored, not rebuilt from the records left.
@Suite struct AutoNumberRestartTests {
    let base = "/v0/\(TestSchema.baseID)"

    @Test func deletedNumbersAreNotGivenAgainAfterARestart() throws {
        try AirtableHarness.acrossRestart("atl-autonumber", schemas: [TestSchema.base()]) { airtable in
            let ids = airtable.create("People", [#"{"Name":"A"}"#, #"{"Name":"B"}"#, #"{"Name":"C"}"#])
            #expect(airtable.call("DELETE", "\(base)/People/\(ids[2])").status == 200)
        } after: { reopened in
            let created = reopened.call("POST", "\(base)/People", #"{"fields":{"Name":"D"}}"#)
            #expect(created.json?["fields"]?["No"] == .number(4), "\(created.text)")
        }
    }
}
