import AirtableFormula
import Foundation
import Testing

/// Blank cells, linked records and the injected clock, across several records.
@Suite struct RecordBehaviourTests {
    private func records(_ cells: [[String: FormulaValue]]) -> [SampleRecord] {
        cells.enumerated().map { index, cells in SampleRecord(recordID: "rec\(index)", cells: cells) }
    }

    private func kept(_ source: String, from records: [SampleRecord]) throws -> [String] {
        let formula = try ParsedFormula(source, fields: Sample.fields)
        return records.filter { formula.matches($0, in: Sample.environment) }.map(\.recordID)
    }

    @Test func emptyCellsEqualEmptyTextAndBlank() throws {
        let rows = records([["fldName": .text("A")], [:], ["fldName": .text("")]])
        #expect(try kept("{Name} = ''", from: rows) == ["rec1", "rec2"])
        #expect(try kept("{Name} = BLANK()", from: rows) == ["rec1", "rec2"])
        #expect(try kept("NOT({Name} = '')", from: rows) == ["rec0"])
        #expect(try kept("{Name}", from: rows) == ["rec0"])
        #expect(try kept("LEN({Name}) > 0", from: rows) == ["rec0"])
        #expect(try kept("{Count} + 1 = 1", from: rows) == ["rec0", "rec1", "rec2"])
    }

    @Test func linkedRecordsAreTheirPrimaryValuesNotIds() throws {
        let rows = records([
            ["fldLinks": .array([.text("Alice")])], ["fldLinks": .array([.text("Alice"), .text("Bob")])],
            ["fldLinks": .array([])], [:],
        ])
        #expect(try kept("{Links} = 'Alice'", from: rows) == ["rec0"])
        #expect(try kept("{Links} = 'recAlice'", from: rows) == [])
        #expect(try kept("FIND('Bob', ARRAYJOIN({Links}))", from: rows) == ["rec1"])
        #expect(
            try kept("SEARCH(',Alice,', ',' & ARRAYJOIN({Links}, ',') & ',')", from: rows) == [
                "rec0", "rec1",
            ])
        #expect(try kept("{Links}", from: rows) == ["rec0", "rec1"])
        #expect(try kept("{Links} = BLANK()", from: rows) == ["rec2", "rec3"])
        #expect(try kept("COUNTA({Links}) = 2", from: rows) == ["rec1"])
    }

    @Test func checkboxesAreBooleansAndOneAndZero() throws {
        let rows = records([["fldDone": .bool(true)], ["fldDone": .bool(false)], [:]])
        #expect(try kept("{Done}", from: rows) == ["rec0"])
        #expect(try kept("{Done} = 1", from: rows) == ["rec0"])
        #expect(try kept("{Done} = TRUE()", from: rows) == ["rec0"])
        #expect(try kept("NOT({Done})", from: rows) == ["rec1", "rec2"])
        #expect(try kept("{Done} = 0", from: rows) == ["rec1", "rec2"])
    }

    @Test func theClockAndZoneComeFromTheEnvironment() throws {
        let record = SampleRecord()
        let formula = try ParsedFormula("TODAY()", fields: [])
        let late = Sample.date("2026-12-01T23:30:00Z")
        #expect(formula.evaluate(record, in: FormulaEnvironment(now: late)) == date("2026-12-01T00:00:00Z"))
        let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        #expect(
            formula.evaluate(record, in: FormulaEnvironment(now: late, timeZone: kiritimati))
                == date("2026-12-02T00:00:00Z"))
        let due = try ParsedFormula("IS_AFTER({Due}, NOW())", fields: Sample.fields)
        #expect(due.matches(record, in: FormulaEnvironment(now: Sample.date("2026-12-04T00:00:00Z"))))
        #expect(!due.matches(record, in: FormulaEnvironment(now: Sample.date("2026-12-06T00:00:00Z"))))
    }

    @Test func recordMetadataFunctions() throws {
        var record = SampleRecord()
        record.recordID = "recXYZ"
        #expect(try Sample.evaluate("RECORD_ID()", record: record).get() == .text("recXYZ"))
        #expect(
            try Sample.evaluate("IS_AFTER(LAST_MODIFIED_TIME(), CREATED_TIME())", record: record).get() == yes
        )
    }
}
