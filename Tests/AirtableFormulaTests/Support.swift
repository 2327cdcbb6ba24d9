import AirtableFormula
import Basics
import Foundation

/// A record with one field of every kind the server hands the engine.
struct SampleRecord: FormulaRecord {
    var recordID = "recABC123"
    var createdTime = Sample.created
    var lastModifiedTime = Sample.lastModified
    var cells: [String: FormulaValue] = Sample.cells

    func value(ofField fieldID: String) -> FormulaValue {
        cells[fieldID] ?? .blank
    }
}

/// The table, record and clock every table-driven case runs against.
enum Sample {
    static let fields = [
        FormulaField(id: "fldName", name: "Name"), FormulaField(id: "fldNotes", name: "Notes"),
        FormulaField(id: "fldCount", name: "Count"), FormulaField(id: "fldPrice", name: "Price"),
        FormulaField(id: "fldZero", name: "Zero"), FormulaField(id: "fldDone", name: "Done"),
        FormulaField(id: "fldUnchecked", name: "Unchecked"), FormulaField(id: "fldDue", name: "Due"),
        FormulaField(id: "fldStart", name: "Start Date"), FormulaField(id: "fldTags", name: "Tags"),
        FormulaField(id: "fldLinks", name: "Links"), FormulaField(id: "fldOwner", name: "Owner"),
        FormulaField(id: "fldReviewers", name: "Reviewers"), FormulaField(id: "fldOdd", name: "Odd}Name"),
        FormulaField(id: "fldStatus", name: "Status"), FormulaField(id: "fldPercent", name: "Percent"),
    ]

    static let cells: [String: FormulaValue] = [
        "fldName": .text("Union Square"), "fldCount": .number(5), "fldPrice": .number(19.5),
        "fldZero": .number(0), "fldDone": .bool(true), "fldUnchecked": .bool(false),
        "fldDue": .date(Timestamp(date("2026-12-05T00:00:00Z"))),
        "fldStart": .date(Timestamp(date("2026-11-30T15:30:00Z"))),
        "fldTags": .array([.text("red"), .text("blue")]),
        "fldLinks": .array([.text("Alice"), .text("Bob")]), "fldOwner": .array([.text("Alice")]),
        "fldReviewers": .array([]), "fldOdd": .text("braced"), "fldStatus": .text("Active"),
        "fldPercent": .number(0.25),
    ]

    static let created = Timestamp(date("2026-11-01T08:00:00Z"))
    static let lastModified = Timestamp(date("2026-11-30T12:00:00Z"))

    /// Tuesday 1 December 2026, 10:15:30 UTC.
    static let environment = FormulaEnvironment(now: date("2026-12-01T10:15:30Z"))

    static func date(_ iso: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: iso) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: iso) ?? Date(timeIntervalSince1970: .nan)
    }

    /// Evaluates `source` against the sample record, or gives the parse error's message.
    static func evaluate(_ source: String, record: SampleRecord = SampleRecord()) -> Result<
        FormulaValue, FormulaError
    > {
        Result { () throws(FormulaError) -> FormulaValue in
            try ParsedFormula(source, fields: fields).evaluate(record, in: environment)
        }
    }

    static func error(_ source: String) -> String? {
        do {
            _ = try ParsedFormula(source, fields: fields)
            return nil
        } catch {
            return error.message
        }
    }
}

/// One row of the expression table: a formula and the value Airtable's documentation gives for it
/// (or, where the documentation is silent, the value this engine chose; see docs/airtable-formula.md).
struct FormulaCase: Sendable, CustomStringConvertible {
    let formula: String
    let expected: FormulaValue

    init(_ formula: String, _ expected: FormulaValue) {
        self.formula = formula
        self.expected = expected
    }

    var description: String { formula }
}

/// Shorthands that keep the table readable.
func number(_ value: Double) -> FormulaValue { .number(value) }
func text(_ value: String) -> FormulaValue { .text(value) }
func date(_ iso: String) -> FormulaValue { .date(Timestamp(Sample.date(iso))) }
let yes = FormulaValue.bool(true)
let no = FormulaValue.bool(false)
