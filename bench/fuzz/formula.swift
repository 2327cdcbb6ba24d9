import Basics
import Foundation

@testable import AirtableFormula

/// libFuzzer's entry: any text is parsed as a formula over a record with a field of each kind and,
/// when it parses, evaluated within a budget. A formula may be refused or end in an error value;
/// it must never trap or hang (`-timeout`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let formula = try? ParsedFormula(text, fields: FuzzRecord.fields) else { return 0 }
    let start = ContinuousClock.now
    let environment = FormulaEnvironment(
        now: Date(timeIntervalSince1970: 1_764_000_000.5),
        timeZone: TimeZone(identifier: "America/New_York") ?? .gmt,
        budget: EvaluationBudget { ContinuousClock.now - start > .seconds(2) })
    let value = formula.evaluate(FuzzRecord(), in: environment)
    _ = value.isTruthy
    _ = Coercion.text(value)
    return 0
}

/// A record with text, numbers, dates, arrays, a checkbox and an empty field.
struct FuzzRecord: FormulaRecord {
    static let fields = [
        FormulaField(id: "fldName", name: "Name"), FormulaField(id: "fldNotes", name: "Notes"),
        FormulaField(id: "fldCount", name: "Count"), FormulaField(id: "fldDue", name: "Due"),
        FormulaField(id: "fldTags", name: "Tags"), FormulaField(id: "fldNums", name: "Nums"),
        FormulaField(id: "fldDone", name: "Done"), FormulaField(id: "fldEmpty", name: "Empty"),
    ]

    var recordID: String { "recABC123def456gh" }
    var createdTime: Timestamp { Timestamp(milliseconds: 1_700_000_000_123) }
    var lastModifiedTime: Timestamp { Timestamp(milliseconds: 1_760_000_000_000) }

    func value(ofField fieldID: String) -> FormulaValue {
        switch fieldID {
        case "fldName": .text("Alice O'Brien")
        case "fldNotes": .text("line one\nline two, 2024-03-01 and $1,234.50 😀")
        case "fldCount": .number(42.5)
        case "fldDue": .date(Timestamp(milliseconds: 1_767_225_600_000))
        case "fldTags": .array([.text("red"), .text("green"), .text("")])
        case "fldNums": .array([.number(1), .number(2.5), .blank])
        case "fldDone": .bool(true)
        default: .blank
        }
    }
}
