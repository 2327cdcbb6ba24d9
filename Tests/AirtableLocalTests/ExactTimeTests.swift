import Basics
import Foundation
import TestSupport
import Testing

/// Times are whole milliseconds everywhere: a record's `createdTime` reads the same before and after
/// a restart, a dateTime cell reads back as written, and a formula finds it by the same text.
@Suite struct ExactTimeTests {
    let base = "/v0/\(TestSchema.baseID)"

    /// Millisecond parts whose `Double` seconds are not exact (the ones that used to go wrong among
    /// them: .035, .140, .147, .252, .259).
    static let fractions = [0, 1, 35, 140, 147, 252, 259, 364, 371, 476, 483, 588, 595, 700, 707, 819, 999]

    @Test func createdTimeReadsTheSameAfterARestart() throws {
        var before: [String: String] = [:]
        try AirtableHarness.acrossRestart("atl-times", schemas: [TestSchema.base()]) { airtable in
            // Clock readings between whole milliseconds: 0.7 ms apart, so half of them lie in the
            // upper half of their millisecond (where rounding and truncation part ways).
            for index in 0..<40 {
                airtable.clock.advance(by: .microseconds(700))
                airtable.create("People", [#"{"Name":"P\#(index)"}"#])
            }
            for record in airtable.call("GET", "\(base)/People?fields%5B%5D=Made").records {
                let id = try #require(record["id"]?.stringValue)
                let created = try #require(record["createdTime"]?.stringValue)
                #expect(record["fields"]?["Made"]?.stringValue == created)
                before[id] = created
            }
        } after: { reopened in
            #expect(before.count == 40)
            var after: [String: String] = [:]
            for record in reopened.call("GET", "\(base)/People?fields%5B%5D=Made").records {
                let id = try #require(record["id"]?.stringValue)
                after[id] = record["createdTime"]?.stringValue
                #expect(record["fields"]?["Made"]?.stringValue == after[id])
            }
            #expect(after == before)
            // And a formula over CREATED_TIME() finds the records by their shown time (two records
            // 0.7 ms apart may share a millisecond).
            for created in Set(before.values).prefix(8) {
                let found = reopened.call(
                    "GET",
                    "\(base)/People?filterByFormula=" + query("CREATED_TIME()=DATETIME_PARSE('\(created)')"))
                let expected = Set(before.filter { $0.value == created }.keys)
                #expect(Set(found.records.compactMap { $0["id"]?.stringValue }) == expected, "\(created)")
            }
        }
    }

    @Test(arguments: fractions)
    func aDateTimeReadsBackAsWrittenAndEqualsItselfInAFormula(millisecond: Int) throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let digits = String(millisecond + 1000).dropFirst()
        let when = "2026-12-02T19:10:00.\(digits)Z"
        airtable.create("People", [#"{"Name":"Exact","When":"\#(when)"}"#, #"{"Name":"Other"}"#])
        let listed = airtable.call("GET", "\(base)/People")
        #expect(listed.records.first?["fields"]?["When"]?.stringValue == when)
        for formula in [
            "{When}=DATETIME_PARSE('\(when)')", "DATETIME_PARSE('\(when)')={When}",
            "IS_SAME({When}, '\(when)')", "DATETIME_FORMAT({When}, 'x')='\(1_796_238_600_000 + millisecond)'",
            "AND({When}, DATETIME_DIFF({When}, DATETIME_PARSE('\(when)'), 'ms')=0)",
        ] {
            let filtered = airtable.call("GET", "\(base)/People?filterByFormula=" + query(formula))
            #expect(filtered.names == ["Exact"], "\(formula)")
        }
    }

    @Test func aDateTimeWithoutAnOffsetIsReadInTheFieldsZoneToTheMillisecond() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Local","When":"2026-12-02 19:10:00.147"}"#])
        #expect(
            airtable.call("GET", "\(base)/People").records.first?["fields"]?["When"]
                == .string("2026-12-02T19:10:00.147Z"))
    }

    private func query(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
