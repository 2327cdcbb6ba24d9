import Basics
import Foundation
import TestSupport
import Testing

@testable import AirtableLocal

/// `filterByFormula` through the server: the engine (AirtableFormula) over the server's cells.
@Suite struct FormulaFilterTests {
    let base = "/v0/\(TestSchema.baseID)"

    func seeded() throws -> (InProcessAirtable, [String]) {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let teams = airtable.create("Teams", [#"{"Name":"Red"}"#, #"{"Name":"Blue"}"#])
        airtable.create(
            "People",
            [
                #"{"Name":"Ann","Age":30,"Done":true,"Team":["\#(teams[0])"],"Day":"2024-01-02"}"#,
                #"{"Name":"Bob","Age":17,"Team":["\#(teams[1])"]}"#,
                #"{"Name":"O'Brien","Age":45,"Tags":["x"]}"#,
            ])
        return (airtable, teams)
    }

    func names(_ airtable: InProcessAirtable, _ formula: String) -> [String] {
        let encoded = formula.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? formula
        let response = airtable.call("GET", "\(base)/People?filterByFormula=\(encoded)")
        #expect(response.status == 200, "\(formula): \(response.text)")
        return response.names
    }

    @Test func filtersWithTheEngineOverTheServersCells() throws {
        let (airtable, _) = try seeded()
        #expect(names(airtable, "{Age}>20") == ["Ann", "O'Brien"])
        #expect(names(airtable, "AND({Name}='O\\'Brien', {Age}>=21)") == ["O'Brien"])
        #expect(names(airtable, "{Done}") == ["Ann"])
        #expect(names(airtable, "NOT({Done})") == ["Bob", "O'Brien"])
        #expect(names(airtable, "{Team}='Red'") == ["Ann"])  // links compare by primary value
        #expect(names(airtable, "FIND('Blue', ARRAYJOIN({Team}))") == ["Bob"])
        #expect(names(airtable, "{Tags}=''") == ["Ann", "Bob"])
        // TODAY() is the injected clock's day, 2023-11-14.
        #expect(names(airtable, "IS_AFTER({Day}, TODAY())") == ["Ann"])
        #expect(names(airtable, "WORKDAY_DIFF(TODAY(), {Day}, '2023-12-25, 2024-01-01')=34") == ["Ann"])
        #expect(names(airtable, "{Day}=WORKDAY('2023-12-29', 1, '2024-01-01')") == ["Ann"])
        airtable.clock.advance(by: .seconds(86_400 * 60))
        #expect(names(airtable, "IS_AFTER({Day}, TODAY())").isEmpty)
    }

    @Test func invalidFormulasAnswer422NamingTheProblem() throws {
        let (airtable, _) = try seeded()
        let unknown = airtable.call("GET", "\(base)/People?filterByFormula=%7BNope%7D%3D1")
        #expect(unknown.status == 422)
        #expect(unknown.errorType == "INVALID_FILTER_BY_FORMULA")
        #expect(
            unknown.json?["error"]?["message"]?.stringValue?.hasPrefix(
                "The formula for filtering records is invalid: ") == true)
        #expect(unknown.json?["error"]?["message"]?.stringValue?.contains("nope") == true)
        for formula in ["AND(", "NOSUCHFUNCTION(1)", "{Age}>>2"] {
            let encoded = formula.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? formula
            #expect(
                airtable.call("GET", "\(base)/People?filterByFormula=\(encoded)").errorType
                    == "INVALID_FILTER_BY_FORMULA")
        }
    }

    /// A date moved far beyond the calendar is an error value that keeps no record, and the server
    /// answers the next request.
    @Test func aDateMovedBeyondTheCalendarKeepsNothingAndTheServerGoesOn() throws {
        let (airtable, _) = try seeded()
        for formula in [
            "DATEADD('1-1-1',3e8,'y')", "DATEADD({Day},-9e8,'years')",
            "NOT(ISERROR(DATEADD('2024-01-02',3e8,'y')))",
        ] {
            let encoded = formula.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? formula
            let listed = airtable.call("GET", "\(base)/People?filterByFormula=\(encoded)")
            #expect(listed.status == 200 && listed.records.isEmpty, "\(formula): \(listed.text)")
        }
        #expect(names(airtable, "ISERROR(DATEADD({Day},3e8,'y'))") == ["Ann"])
    }

    /// `SET_TIMEZONE` inside `DATETIME_FORMAT` writes a date as a clock in that zone shows it (a
    /// date cell is midnight UTC, the evening before in Los Angeles), `SET_LOCALE` in its language.
    /// An unknown zone or locale keeps nothing.
    @Test func datesFormatInTheZoneAndLocaleTheyAreGiven() throws {
        let (airtable, _) = try seeded()
        let inLosAngeles = "DATETIME_FORMAT(SET_TIMEZONE({Day}, 'America/Los_Angeles'), 'YYYY-MM-DD HH:mm')"
        #expect(names(airtable, "\(inLosAngeles)='2024-01-01 16:00'") == ["Ann"])
        #expect(names(airtable, "DATETIME_FORMAT(SET_TIMEZONE({Day}, 'Asia/Tokyo'), 'D')='2'") == ["Ann"])
        #expect(names(airtable, "SET_TIMEZONE({Day}, 'Nowhere/Atlantis')").isEmpty)
        #expect(
            names(airtable, "DATETIME_FORMAT(SET_LOCALE({Day}, 'ja'), 'LL dddd')='2024年1月2日 火曜日'") == ["Ann"])
        #expect(names(airtable, "SET_LOCALE({Day}, 'xx')").isEmpty)
    }

    @Test func aFormulaOver17000CharactersWorksThroughPostListRecords() throws {
        let (airtable, _) = try seeded()
        let ids = airtable.call("GET", "\(base)/People").records.compactMap { $0["id"]?.stringValue }
        let terms =
            (0..<700).map { "RECORD_ID()='rec\(String(format: "%014d", $0))'" } + ["RECORD_ID()='\(ids[1])'"]
        let formula = "OR(" + terms.joined(separator: ", ") + ")"
        #expect(formula.count > 17_000)
        let body = "{\"filterByFormula\":\(JSONValue.string(formula).jsonText),\"fields\":[\"Name\"]}"
        let response = airtable.call("POST", "\(base)/People/listRecords", body)
        #expect(response.status == 200, "\(response.text.prefix(300))")
        #expect(response.names == ["Bob"])
    }
}
