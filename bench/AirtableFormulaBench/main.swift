// The measuring side of bench/airtable-formula.sh: how fast `ParsedFormula.matches` filters records,
// against a hand-written Swift predicate doing the same test over the same records (the ceiling).
//
//   airtable-formula-bench RECORDS ROUNDS
//
// Prints, per formula, records/s for the engine and for the baseline, and their ratio.
import AirtableFormula
import Basics
import Foundation

/// A record over a dictionary of cells, as a server would hand it to the engine.
struct BenchRecord: FormulaRecord {
    let recordID: String
    let createdTime: Timestamp
    let lastModifiedTime: Timestamp
    let cells: [String: FormulaValue]

    func value(ofField fieldID: String) -> FormulaValue { cells[fieldID] ?? .blank }
}

/// One formula to measure, with the Swift predicate it must agree with.
struct Workload {
    let name: String
    let source: String
    let baseline: @Sendable (BenchRecord) -> Bool
}

func positiveWholeNumber(_ text: String, _ name: String) -> Int {
    guard let value = Int(text), value > 0 else {
        FileHandle.standardError.write(Data("\(name) must be a positive whole number, not '\(text)'\n".utf8))
        exit(2)
    }
    return value
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: airtable-formula-bench RECORDS ROUNDS\n".utf8))
    exit(2)
}
let recordCount = positiveWholeNumber(arguments[1], "RECORDS")
let rounds = positiveWholeNumber(arguments[2], "ROUNDS")

let fields = [
    FormulaField(id: "fldStatus", name: "Status"), FormulaField(id: "fldCount", name: "Count"),
    FormulaField(id: "fldDue", name: "Due"), FormulaField(id: "fldLinks", name: "Links"),
]
let start = Date(timeIntervalSince1970: 1_780_000_000)
let statuses = ["Active", "Done", "Paused"]
let records = (0..<recordCount).map { (index: Int) -> BenchRecord in
    let cells: [String: FormulaValue] = [
        "fldStatus": .text(statuses[index % 3]), "fldCount": .number(Double(index % 10)),
        "fldDue": .date(Timestamp(start.addingTimeInterval(Double(index % 60) * 86_400))),
        "fldLinks": .array([.text("Alice"), .text(index % 2 == 0 ? "Bob" : "Carol")]),
    ]
    return BenchRecord(
        recordID: "rec" + String(index + 10_000_000_000_000), createdTime: Timestamp(start),
        lastModifiedTime: Timestamp(start),
        cells: cells)
}
// With a budget that never stops, as airtable-local evaluates: its steps are part of the cost.
let environment = FormulaEnvironment(
    now: start.addingTimeInterval(30 * 86_400), budget: EvaluationBudget { false })
let today = Timestamp(milliseconds: Int64(environment.now.utcDayAndTime.days) * 86_400_000)
let wantedIDs: [String] = (0..<600).map { (index: Int) -> String in
    "rec" + String(index * 7 + 10_000_000_000_000)
}
let wantedSet = Set(wantedIDs)

let workloads: [Workload] = [
    Workload(name: "AND(=,>)", source: "AND({Status}='Active', {Count}>3)") { record in
        guard record.cells["fldStatus"] == .text("Active"), case .number(let count) = record.cells["fldCount"]
        else { return false }
        return count > 3
    },
    Workload(name: "IS_AFTER(TODAY)", source: "IS_AFTER({Due}, TODAY())") { record in
        if case .date(let due, _) = record.cells["fldDue"] { return due > today }
        return false
    },
    Workload(name: "MONTH()=6", source: "MONTH({Due})=6") { record in
        if case .date(let due, _) = record.cells["fldDue"] {
            return CivilCalendar.date(fromDays: due.utcDayAndTime.days).month == 6
        }
        return false
    },
    Workload(name: "DATETIME_FORMAT", source: "DATETIME_FORMAT({Due}, 'YYYY-MM')='2026-06'") { record in
        if case .date(let due, _) = record.cells["fldDue"] { return due.isoDay.hasPrefix("2026-06") }
        return false
    },
    Workload(name: "FIND ARRAYJOIN", source: "FIND('Bob', ARRAYJOIN({Links}))") { record in
        if case .array(let links) = record.cells["fldLinks"] { return links.contains(.text("Bob")) }
        return false
    },
    Workload(
        name: "OR of 600 ids",
        source: "OR(" + wantedIDs.map { "RECORD_ID()='\($0)'" }.joined(separator: ",") + ")"
    ) { record in wantedSet.contains(record.recordID) },
]

let clock = ContinuousClock()
print("records: \(recordCount), rounds: \(rounds)")
print(
    "workload".padding(toLength: 18, withPad: " ", startingAt: 0)
        + "  chars  parse µs  engine rec/s  baseline rec/s  ratio")
for workload in workloads {
    // Parsing is timed five times; the fastest is printed (the first pays for lazy set-up).
    var formula: ParsedFormula?
    var parse = Duration.seconds(1_000)
    for _ in 0..<5 {
        parse = min(parse, clock.measure { formula = try? ParsedFormula(workload.source, fields: fields) })
    }
    guard let formula else {
        print("\(workload.name): does not parse")
        exit(1)
    }
    var engineKept = 0
    var baselineKept = 0
    let engine = clock.measure {
        for _ in 0..<rounds { engineKept += records.filter { formula.matches($0, in: environment) }.count }
    }
    let baseline = clock.measure {
        for _ in 0..<rounds { baselineKept += records.filter(workload.baseline).count }
    }
    guard engineKept == baselineKept else {
        print("\(workload.name): engine kept \(engineKept), baseline \(baselineKept)")
        exit(1)
    }
    let total = Double(recordCount * rounds)
    let engineRate: Double = total / engine.seconds
    let baselineRate: Double = total / baseline.seconds
    let parseMicroseconds: Double = parse.seconds * 1e6
    let figures = String(
        format: "  %5d  %8.0f  %12.0f  %14.0f  %5.3f", workload.source.count, parseMicroseconds, engineRate,
        baselineRate, engineRate / baselineRate)
    print(workload.name.padding(toLength: 18, withPad: " ", startingAt: 0) + figures)
}
